type FetchFunction = typeof fetch;

export class Client {
  private _fetch: FetchFunction;

  constructor(
    private readonly _basePath: string,
    fetchFn: FetchFunction,
  ) {
    this._fetch = fetchFn;
  }

  public async fetch(path: string, init?: RequestInit): Promise<unknown> {
    const fetchFn = this._fetch;
    const response = await fetchFn(this._basePath + path, init);
    return response.json();
  }
}

export function createApiClient(fetchFn: FetchFunction): Client {
  return new Client('/api', fetchFn);
}
