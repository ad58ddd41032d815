import { BaseAPI } from "./base";
import { BedsApi } from "./classes/beds";
import { SeedsApi } from "./classes/seeds";
import type { Requests } from "../requests";

// One client made of several API classes, all sharing the wrapper passed in.
export class GardenClient extends BaseAPI {
  beds: BedsApi;
  seeds: SeedsApi;

  constructor(requests: Requests) {
    super(requests);
    this.beds = new BedsApi(requests);
    this.seeds = new SeedsApi(requests);
  }
}
