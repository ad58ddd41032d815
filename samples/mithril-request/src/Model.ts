import app from "./app";

// A generic model: its type is data the store (or a server payload) gives the instance.
export default class Model {
  data: { type: string; id?: string };

  constructor(data: { type: string; id?: string }) {
    this.data = data;
  }

  save(attributes: object) {
    return app.request({
      method: this.data.id ? "PATCH" : "POST",
      url: app.forum.attribute("apiUrl") + this.apiEndpoint(),
      body: { data: { type: this.data.type, attributes } },
    });
  }

  delete() {
    return app.request({ method: "DELETE", url: app.forum.attribute("apiUrl") + this.apiEndpoint() });
  }

  protected apiEndpoint(): string {
    return "/" + this.data.type + (this.data.id ? "/" + this.data.id : "");
  }
}
