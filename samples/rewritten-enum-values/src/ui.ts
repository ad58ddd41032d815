import { muteUser, publishPost, snoozeUser } from './moderation';

export function onMute(id: string, choice: HTMLSelectElement) {
  return muteUser(id, choice.value as any);
}

export function onForeverMute(id: string) {
  return muteUser(id, 'forever');
}

export function onPublish(id: string) {
  return publishPost(id, 'unlisted');
}

export function onSnooze(id: string) {
  return snoozeUser(id, '1h');
}
