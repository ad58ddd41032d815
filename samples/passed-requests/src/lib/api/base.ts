import type { Requests } from "../requests";

const prefix = "/api/v2";

export function route(rest: string): string {
  return prefix + rest;
}

export class BaseAPI {
  http: Requests;

  constructor(requests: Requests) {
    this.http = requests;
  }
}
