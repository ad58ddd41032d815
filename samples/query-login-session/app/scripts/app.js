var app = angular.module('rulesApp', ['ngRoute']);
