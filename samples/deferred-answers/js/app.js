var shares = angular.module('shares', ['api']);
