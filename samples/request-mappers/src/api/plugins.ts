import type { Init, RequestMapper } from './mappers';

// Mappers handed in from outside: the source does not show which functions they are.
export class PluginClient {
  constructor(private readonly hooks: RequestMapper[]) {}

  async send(path: string, init: Init) {
    for (const hook of this.hooks) {
      init = hook(path, init);
    }
    return fetch('/v2' + path, init);
  }
}

const plugins = new PluginClient((window as any).requestPlugins);

export function archiveReport(id: string) {
  // @expect POST /v2/reports/{id}/archive
  return plugins.send(`/reports/${id}/archive`, { method: 'POST' });
}

export function exportReport(id: string, format: string, transforms: RequestMapper[]) {
  const init = transforms.reduce((acc, t) => t(`/reports/${id}`, acc), { method: 'GET' } as Init);
  // @expect GET /v2/reports/{id}/export
  return fetch(`/v2/reports/${id}/export?format=${format}`, init);
}

export async function uploadReport(file: Blob, prepare: (init: Init) => Promise<Init>) {
  let init: Init = { method: 'PUT', body: file };
  init = await prepare(init);
  // @expect PUT /v2/reports/upload
  return fetch('/v2/reports/upload', init);
}
