import Axios from "axios";

// A client factory: the base is the factory's parameter.
export function createClient(base: string) {
  return Axios.create({ baseURL: base });
}

export const reports = createClient("/reports/v2/");
