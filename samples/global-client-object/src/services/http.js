// The application's own HTTP client: one instance is made in app.js and published on window.
export class HttpManager {
  async get(url) {
    return this.request(url, {method: 'GET'});
  }

  async post(url, data = null) {
    return this.dataRequest('POST', url, data);
  }

  async put(url, data = null) {
    return this.dataRequest('PUT', url, data);
  }

  async delete(url, data = null) {
    return this.dataRequest('DELETE', url, data);
  }

  async dataRequest(method, url, data) {
    return this.request(url, {method, body: JSON.stringify(data)});
  }

  async request(url, options = {}) {
    const response = await fetch(url, {...options, credentials: 'same-origin'});
    return response.json();
  }
}
