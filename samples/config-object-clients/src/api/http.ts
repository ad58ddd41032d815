// Another module keeps an axios instance on the imported config object.
import axios from "axios";
import { config } from "../config";

export function installHttp() {
  config.http = axios.create({ baseURL: "/api/v2" });
}

export function previewClient() {
  // a local object of the same name: its client is not the exported config's
  const config = { http: axios.create({ baseURL: "/preview" }) };
  config.http = axios.create({ baseURL: "/sandbox" });
  return config;
}
