import axios from "axios";

// The client's own credential: every request carries the key the page was served with.
const client = axios.create({ baseURL: "/api" });
client.defaults.headers.common["X-Api-Key"] = (window as any).appConfig.apiKey;

export default client;
