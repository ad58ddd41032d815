import { enableRule, removeThingById } from '@/api';

export async function setRuleEnabled(ruleUID: string, enabled: boolean) {
  return enableRule({ ruleUID, body: enabled ? 'true' : 'false' });
}

export async function deleteThing(thingUID: string, force: boolean) {
  await removeThingById({ thingUID, force });
}
