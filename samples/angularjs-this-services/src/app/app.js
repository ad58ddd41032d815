angular.module('consoleApp', ['ngRoute']);
