define([
  'backbone'
], function(Backbone) {
  'use strict';
  // a model nothing makes: its requests are not read, so it stays a coverage item
  return Backbone.Model.extend({
    urlRoot: '/api/groups'
  });
});
