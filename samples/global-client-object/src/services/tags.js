// A second client, published on globalThis under a literal computed key.
export class TagsClient {
  send(method, url, data) {
    return fetch('/api' + url, {method, body: JSON.stringify(data)}).then((r) => r.json());
  }
}
