define([
  'jquery',
  'backbone',
  'UserModel'
], function($, Backbone, UserModel) {
  'use strict';
  var UserView = Backbone.View.extend({
    events: {
      'click .save': 'onSave',
      'click .remove': 'onRemove'
    },
    onSave: function() {
      // @expect POST /api/users
      this.model.save({name: this.$('.name').val()});
    },
    onRemove: function() {
      // @expect DELETE /api/users/{key}
      this.model.destroy();
    }
  });

  var open = function(key) {
    return new UserView({model: key ? new UserModel({key: key}) : new UserModel()});
  };

  var remove = function(model) {
    // (a parameter nothing shows: reviewed, never guessed)
    model.destroy();
  };

  return {open: open, remove: remove};
});
