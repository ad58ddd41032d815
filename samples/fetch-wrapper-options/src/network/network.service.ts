// A URL builder appending a query one pair a turn of a counted loop over the member names of
// the object a caller passes, used by the GET helper only.
export class NetworkService {
  readonly apiBaseUrl = '/pgapi';

  public static buildUrl(url: string, data?: {[key: string]: unknown}): string {
    if (data) {
      const keys = Object.getOwnPropertyNames(data);
      if (keys.length > 0) {
        url += '?';
        for (let i = 0; i < keys.length; i++) {
          url += keys[i] + '=' + data[keys[i]];
          if (i < keys.length - 1) {
            url += '&';
          }
        }
      }
    }
    return url;
  }

  public getJson<T>(url: string, query?: {[key: string]: unknown}): Promise<T> {
    return fetch(this.apiBaseUrl + NetworkService.buildUrl(url, query)).then(res => res.json());
  }
}

export const networkService = new NetworkService();
