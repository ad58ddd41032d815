define([
  'backbone',
  'models/user'
], function(Backbone, UserModel) {
  'use strict';
  var UserCollection = Backbone.Collection.extend({
    model: UserModel,
    url: function() {
      return '/api/groups/' + this.group + '/users';
    }
  });
  return UserCollection;
});
