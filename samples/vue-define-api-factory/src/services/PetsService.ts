import { request as __request } from "../core/request";
import { OpenAPI } from "../core/OpenAPI";

export class PetsService {
  public static addPet(requestBody: { name: string }) {
    // a generated client's descriptor is the request
    // @expect POST /pets
    return __request(OpenAPI, { method: "POST", url: "/pets", body: requestBody });
  }
}
