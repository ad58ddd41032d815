import {networkService} from './network.service';

export function getSettings(): Promise<unknown> {
  // @expect GET /pgapi/settings
  return networkService.getJson('/settings');
}

export function autocomplete(text: string, type?: string): Promise<string[]> {
  const acParams: {[key: string]: string} = {};
  if (type) {
    acParams['type'] = type;
  }
  // @expect GET /pgapi/autocomplete/{text}
  return networkService.getJson('/autocomplete/' + encodeURIComponent(text), acParams);
}

export function getContent(directory: string, knownLastModified: number): Promise<unknown> {
  // @expect GET /pgapi/content/{directory}
  return networkService.getJson('/content/' + encodeURIComponent(directory), {
    knownLastModified,
  });
}
