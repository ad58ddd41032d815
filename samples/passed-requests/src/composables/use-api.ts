import { GardenClient } from "../lib/api/garden";
import { PublicApi } from "../lib/api/public";
import { Requests } from "../lib/requests";

export function usePublicApi(): PublicApi {
  return new PublicApi(new Requests(""));
}

export function useGardenApi(token: string): GardenClient {
  const requests = new Requests("", token);
  return new GardenClient(requests);
}
