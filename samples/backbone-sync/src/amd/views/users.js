define([
  'backbone',
  'UserCollection'
], function(Backbone, UserCollection) {
  'use strict';
  var UsersView = Backbone.View.extend({
    initialize: function() {
      // a member the view's methods set to a collection instance
      this.users = new UserCollection();
    },
    load: function() {
      // @expect GET /api/groups/{group}/users
      return this.users.fetch();
    }
  });
  return UsersView;
});
