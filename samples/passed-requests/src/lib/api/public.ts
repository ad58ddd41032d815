import { BaseAPI, route } from "./base";
import type { Requests } from "../requests";

export class PublicApi extends BaseAPI {
  status() {
    // @expect GET /api/v2/status
    return this.http.get<unknown>({ url: route("/status") });
  }

  login(username: string, password: string) {
    // @expect POST /api/v2/users/login
    return this.http.post<unknown, unknown>({ url: route("/users/login"), body: { username, password } });
  }
}

// A plain function that takes the wrapper by its declared type; nothing calls it here.
export function currentSeason(requests: Requests) {
  // @expect GET /api/v2/seasons/current
  return requests.get<unknown>({ url: route("/seasons/current") });
}
