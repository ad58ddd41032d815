import RESTAdapter from '@ember-data/adapter/rest';

// Single records live under the singular model name: /api/v2/pipeline/{id}
export default class ApplicationAdapter extends RESTAdapter {
  namespace = 'api/v2';

  get headers() {
    return { 'X-Fleet-Token': localStorage.getItem('fleetToken') };
  }

  urlForFindRecord(id, modelName) {
    return `/${this.urlPrefix()}/${modelName}/${encodeURIComponent(id)}`;
  }
}
