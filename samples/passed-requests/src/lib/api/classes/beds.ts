import { BaseAPI, route } from "../base";

export type BedCreate = { name: string; sunlight: "full" | "partial" | "shade" };

export class BedsApi extends BaseAPI {
  getAll() {
    // @expect GET /api/v2/beds
    return this.http.get<unknown>({ url: route("/beds") });
  }

  create(body: BedCreate) {
    // @expect POST /api/v2/beds
    return this.http.post<BedCreate, unknown>({ url: route("/beds"), body });
  }

  exportCsv() {
    // @expect GET /api/v2/beds/export
    return this.http.get<Blob>({ url: route("/beds/export?format=csv&print=true") });
  }

  remove(id: string) {
    // @expect DELETE /api/v2/beds/{id}
    return this.http.delete<void>({ url: route(`/beds/${id}`) });
  }
}
