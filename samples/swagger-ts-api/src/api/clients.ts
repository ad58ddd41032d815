import { Api } from "./Api";

/** The signed-in client: every secure request carries the stored bearer token. */
export const authedApi = new Api<string>({
  baseURL: import.meta.env.VITE_API_URL,
  securityWorker: (token) => (token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
});

/** The public client: no security worker, so `secure: true` adds nothing. */
export const publicApi = new Api();
