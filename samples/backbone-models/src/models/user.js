// Models and collections whose save, fetch and destroy requests are not read: each one with a
// URL is a review item (rule coverage.backbone-model).
var UserModel = Backbone.Model.extend({
  urlRoot: '/api/users',
});

var UserCollection = Backbone.Collection.extend({
  model: UserModel,
  url: function () {
    return '/api/organizations/' + this.organization + '/users';
  },
});

// no URL of its own: the collection it joins gives it one
var Setting = Backbone.Model.extend({ defaults: { name: '' } });

function restartServer(id) {
  // @expect POST /api/servers/{id}/restart
  return $.ajax({ type: 'POST', url: '/api/servers/' + id + '/restart' });
}

$('#restart').on('click', function () { restartServer($(this).data('id')); });
