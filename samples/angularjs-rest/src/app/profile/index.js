import angular from 'angular';
import Profile from './profile.service';
let profileModule = angular.module('app.profile', []);
profileModule.constant('AppConstants', { api: '/api' });
profileModule.service('Profile', Profile);
