import RESTAdapter from '@ember-data/adapter/rest';
import { camelize } from '@ember/string';

// Single records live under the camelised, singular model name: /v1/fleetNode/{id}.
// The URL is built from an array whose pushes run under tests each caller decides.
export default class ApplicationAdapter extends RESTAdapter {
  namespace = 'v1';

  urlForFindRecord(id, modelName) {
    let path;
    let url = [];
    let host = this.host;
    let prefix = this.urlPrefix();

    if (modelName) {
      path = camelize(modelName);
      if (path) {
        url.push(path);
      }
    }

    if (id) {
      url.push(encodeURIComponent(id));
    }

    if (prefix) {
      url.unshift(prefix);
    }

    url = url.join('/');
    if (!host && url && url.charAt(0) !== '/') {
      url = '/' + url;
    }

    return url;
  }
}
