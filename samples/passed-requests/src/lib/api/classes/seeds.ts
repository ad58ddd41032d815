import { BaseAPI, route } from "../base";

export type SeedUpdate = { variety: string; sowBy: string };

export class SeedsApi extends BaseAPI {
  get(id: string) {
    // @expect GET /api/v2/seeds/{id}
    return this.http.get<unknown>({ url: route(`/seeds/${id}`) });
  }

  update(id: string, body: SeedUpdate) {
    // @expect-none (never called: PUT /api/v2/seeds/{id} is no Tool)
    return this.http.put<SeedUpdate, unknown>({ url: route(`/seeds/${id}`), body });
  }
}
