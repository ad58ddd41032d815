// ES module form: model and collection classes whose requests Backbone.sync makes.
import Backbone from 'backbone';

// a url function with a conditional id: the collection URL when new, the item URL once saved
export const Member = Backbone.Model.extend({
  url: function () {
    var url = '/api/orgs/' + this.get('org') + '/members';
    if (this.get('id')) {
      url += '/' + this.get('id');
    }
    return url;
  },
});

export const Project = Backbone.Model.extend({
  urlRoot: '/api/projects',
  defaults: { name: '', color: null },
  archive: function () {
    // @expect PATCH /api/projects/{id}
    return this.save({ archived: true }, { patch: true });
  },
});

export const Projects = Backbone.Collection.extend({
  model: Project,
  url: '/api/projects',
});

// a singleton resource: its isNew override says it is always saved, so save() PUTs
export const Settings = Backbone.Model.extend({
  url: '/api/settings',
  isNew: function () {
    return false;
  },
});

// no url, no urlRoot: Backbone throws before sending anything
export const Draft = Backbone.Model.extend({ defaults: { text: '' } });
