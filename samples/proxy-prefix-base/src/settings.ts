import { buildUrl, setReportedBase } from './base';

interface Settings {
  basePath?: string;
  title: string;
}

export async function loadSettings(): Promise<Settings> {
  // @expect GET /api/settings
  const response = await fetch(buildUrl('/api/settings'));
  const settings: Settings = await response.json();
  setReportedBase(settings.basePath ?? '');
  return settings;
}
