import { settingsAPI, reportsAPI } from '../utils/settingsApi';

export interface Realtime {
  mqtt: { host: string };
}

export const tabs = [{ id: 'mqtt' }, { id: 'smtp' }];

export async function loadSettings(realtime: Realtime) {
  const data = await settingsAPI.load();
  await settingsAPI.save({ ...data.data, host: realtime.mqtt.host });
  return settingsAPI.species.all();
}

export async function testMail(config: object) {
  const { test } = settingsAPI;
  return test.smtp(config);
}

export async function ffmpeg() {
  const sys = settingsAPI.system;
  return sys.ffmpegStatus();
}

export function filterSections(sections: string[], search: string) {
  return sections.filter(section => section.includes(search));
}

export async function exportReport(kind: 'csv' | 'pdf') {
  await reportsAPI.list();
  return reportsAPI.formats[kind]();
}
