import Axios, { AxiosInstance } from "axios";
import { Environment } from "../env";

// The base URL reaches axios.create through a method parameter.
class MediaClient {
  axios!: AxiosInstance;

  constructor() {
    const baseUrl = `${Environment.baseUrl}/api/`;
    this.initialize(baseUrl, Environment.apiKey);
  }

  initialize(url: string, apikey?: string) {
    this.axios = Axios.create({ baseURL: url });
    this.axios.defaults.headers.common["X-API-KEY"] = apikey ?? "AUTH_NEEDED";
  }
}

const client = new MediaClient();
export default client;
