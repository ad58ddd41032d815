export default class Profile {
  constructor(AppConstants, $http) {
    'ngInject';
    this._AppConstants = AppConstants;
    this._$http = $http;
  }
  follow(username) {
    // @expect POST /api/profiles/{username}/follow
    return this._$http({ url: this._AppConstants.api + '/profiles/' + username + '/follow',
                         method: 'POST' }).then((res) => res.data);
  }
  get(username) {
    // @expect GET /api/profiles/{username}
    return this._$http.get(`${this._AppConstants.api}/profiles/${username}`);
  }
}
