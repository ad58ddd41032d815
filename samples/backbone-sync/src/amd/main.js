require.config({
  paths: {
    UserModel: 'models/user',
    UserCollection: 'collections/user'
  }
});

require(['views/user', 'views/users'], function(user, UsersView) {
  'use strict';
  user.open(window.location.hash.slice(1));
  new UsersView().load();
});
