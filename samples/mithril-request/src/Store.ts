import app from "./app";
import Model from "./Model";

// A generic store: the caller names the resource type, the store builds the URL from it.
export default class Store {
  find(type: string, idOrParams?: string | object, query: object = {}) {
    let params = query;
    let url = app.forum.attribute("apiUrl") + "/" + type;
    if (typeof idOrParams === "object") {
      params = idOrParams;
    } else if (idOrParams) {
      url += "/" + idOrParams;
    }
    return app.request({ method: "GET", url, params });
  }

  createRecord(type: string, data: object = {}) {
    return new Model({ type, ...data });
  }
}
