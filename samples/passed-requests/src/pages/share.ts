import { SeedsApi } from "../lib/api/classes/seeds";
import { Requests } from "../lib/requests";

// A second construction with other arguments: the API class's wrapper is then known by the
// field's declared type, and the base URL by the argument every construction agrees on.
export function sharedSeeds(shareToken: string): SeedsApi {
  return new SeedsApi(new Requests("", shareToken, { "X-Share": "1" }));
}
