var app = angular.module('rulesApp');

// The login sends the user's name and password as query parameters of a POST; the answer
// sets the session cookie, which the browser sends with every later same-origin request.
app.service('AuthService', ['$http', function ($http) {
  this.login = function (param) {
    // @expect POST /auth/login
    return $http({ url: '/auth/login', params: param, method: 'POST' });
  };
  this.logout = function () {
    // @expect POST /auth/logout
    return $http({ url: '/auth/logout', method: 'POST' });
  };
}]);

app.service('RuleService', ['$http', function ($http) {
  this.queryRules = function (app) {
    // @expect GET /rules
    return $http({ url: '/rules', params: { app: app }, method: 'GET' });
  };
  this.deleteRule = function (id) {
    // @expect DELETE /rules/{id}
    return $http({ url: '/rules/' + id, method: 'DELETE' });
  };
  this.removeMachine = function (app, ip) {
    // a path relative to the page's URL: the same origin, the same cookie
    // @expect POST /app/{app}/machine/remove.json
    return $http({ url: 'app/' + app + '/machine/remove.json', params: { ip: ip }, method: 'POST' });
  };
}]);
