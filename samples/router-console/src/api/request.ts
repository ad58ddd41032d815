type Config = { data?: unknown };

export async function sendRequest(url: string, method: string, config: Config = {}) {
  const init: RequestInit = { method };
  if (config.data !== undefined) {
    init.body = JSON.stringify(config.data);
    init.headers = { 'Content-Type': 'application/json' };
  }
  const response = await fetch(url, init);
  return response.json();
}
