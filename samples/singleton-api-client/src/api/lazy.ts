// A module-level lazy singleton and a factory whose argument is the base URL.

class SearchClient {
  query(path: string) {
    return fetch(`/search${path}`);
  }
}

let client: SearchClient | undefined;

export function getSearchClient(): SearchClient {
  if (!client) client = new SearchClient();
  return client;
}

export default getSearchClient();

export class ReportApi {
  constructor(private readonly base: string) {}

  read(path: string) {
    return fetch(`${this.base}${path}`);
  }

  publish(id: string) {
    // the base at the URL's start: one request for the class, made here
    // @expect POST /reports/v2/{id}/publish
    return fetch(`${this.base}/${id}/publish`, { method: "POST" });
  }
}

export function createReportApi(base: string) {
  return new ReportApi(base);
}

export const reportApi = createReportApi("/reports/v2");

// A factory called for two resources: each instance keeps its own resource.
export class ResourceApi {
  constructor(private readonly resource: string) {}

  list() {
    return fetch(`/api/${this.resource}`);
  }

  remove(id: string) {
    return fetch(`/api/${this.resource}/${id}`, { method: "DELETE" });
  }
}

export function resourceApi(resource: string) {
  return new ResourceApi(resource);
}

export const labels = resourceApi("labels");
export const boards = resourceApi("boards");
