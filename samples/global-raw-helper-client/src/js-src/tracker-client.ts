/** The hand-written client: generic helpers over one fetch, and a few named calls. */
export class TrackerClient {
  token: string;
  baseUrl: string;

  constructor(token: string) {
    this.token = token;
    this.baseUrl = '/api/v0';
  }

  async doFetch(resource: string, httpMethod: string, body: unknown): Promise<unknown> {
    const options: RequestInit = {
      method: httpMethod,
      credentials: 'same-origin',
      headers: {'content-type': 'application/json', 'X-Xsrf-Token': this.token},
    };
    if (body !== null && body !== undefined) {
      options['body'] = JSON.stringify(body);
    }
    const response = await fetch(this.baseUrl + resource, options);
    return response.json();
  }

  async doGet(resource: string): Promise<unknown> {
    return this.doFetch(resource, 'GET', null);
  }

  async doPost(resource: string, body?: unknown): Promise<unknown> {
    return this.doFetch(resource, 'POST', body);
  }

  async doDelete(resource: string): Promise<unknown> {
    return this.doFetch(resource, 'DELETE', null);
  }

  getIssue(issueId: number): Promise<unknown> {
    // @expect GET /api/v0/issues/{issueId}
    return this.doGet(`/issues/${issueId}`);
  }
}
