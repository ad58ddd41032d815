// A request wrapper the app writes itself: every API class gets it through its constructor.
export type RequestArgs<T> = {
  url: string;
  body?: T;
  data?: FormData;
};

export class Requests {
  private baseUrl: string;
  private token: string;
  private headers: Record<string, string>;

  constructor(baseUrl: string, token = "", headers: Record<string, string> = {}) {
    this.baseUrl = baseUrl;
    this.token = token;
    this.headers = headers;
  }

  public get<T>(args: RequestArgs<T>): Promise<T> {
    return this.do<T>("GET", args);
  }

  public post<T, U>(args: RequestArgs<T>): Promise<U> {
    return this.do<U>("POST", args);
  }

  public put<T, U>(args: RequestArgs<T>): Promise<U> {
    return this.do<U>("PUT", args);
  }

  public delete<T>(args: RequestArgs<T>): Promise<T> {
    return this.do<T>("DELETE", args);
  }

  private async do<T>(method: string, rargs: RequestArgs<unknown>): Promise<T> {
    const payload: RequestInit = {
      method,
      headers: { ...this.headers, Authorization: this.token },
    };
    if (method !== "GET" && method !== "DELETE") {
      payload.body = JSON.stringify(rargs.body);
    }
    const response = await fetch(this.baseUrl + rargs.url, payload);
    return (await response.json()) as T;
  }
}
