type Primitive = string | number | boolean | undefined;

export interface HttpConfig {
  method?: string;
  body?: object;
  // serialised member by member onto the URL: ?a=1&b=2&b=3
  queryString?: Record<string, Primitive | Primitive[]>;
}

function encodeComponent(str: string): string {
  return encodeURIComponent(str).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
}

export async function HttpClient<T>(endpoint: string, config: HttpConfig = {}): Promise<T> {
  if (config.queryString) {
    const params: string[] = [];
    for (const [key, value] of Object.entries(config.queryString)) {
      const serializedKey = encodeComponent(key);
      if (typeof value === "undefined") {
        continue;
      } else if (Array.isArray(value)) {
        value.forEach((child) => {
          params.push(`${serializedKey}=${encodeComponent(String(child))}`);
        });
      } else {
        params.push(`${serializedKey}=${encodeComponent(String(value))}`);
      }
    }
    if (params.length) {
      endpoint += `?${params.join("&")}`;
    }
  }
  const response = await window.fetch(`/${endpoint}`, {
    method: config.method,
    body: config.body ? JSON.stringify(config.body) : undefined,
    credentials: "include",
  });
  return response.json() as Promise<T>;
}

export const appClient = {
  Get: <T>(endpoint: string, config: HttpConfig = {}) => HttpClient<T>(endpoint, { ...config, method: "GET" }),
  Delete: (endpoint: string, config: HttpConfig = {}) => HttpClient<void>(endpoint, { ...config, method: "DELETE" }),
};
