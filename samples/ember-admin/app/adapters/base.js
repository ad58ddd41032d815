import RESTAdapter from '@ember-data/adapter/rest';
import { underscore } from '@ember/string';
import { pluralize } from 'ember-inflector';
import apiPaths from 'ember-admin/utils/api-paths';

// A classic REST adapter: a computed namespace, snake_case plural paths, trailing slashes.
export default RESTAdapter.extend({
  namespace: apiPaths().apiRoot,

  pathForType(type) {
    return underscore(pluralize(type));
  },

  buildURL() {
    let url = this._super(...arguments);
    if (url.slice(-1) !== '/') {
      url += '/';
    }
    return url;
  },

  // an id in the query becomes a path segment: the request shape is not the convention's
  query(store, type, query) {
    let id = query.id;
    delete query.id;
    return this.ajax(this.buildURL(type.modelName, id), 'GET', { data: query });
  },
});
