define([
  'backbone'
], function(Backbone) {
  'use strict';
  var UserModel = Backbone.Model.extend({
    idAttribute: 'key',
    urlRoot: '/api/users',
    defaults: {
      'key': null,
      'name': null,
      'email': null
    },
    resetPassword: function() {
      // @expect PUT /api/users/{key}/password
      this.save(null, {url: this.url() + '/password'});
    }
  });
  return UserModel;
});
