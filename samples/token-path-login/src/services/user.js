import { jwtDecode } from 'jwt-decode';
import { api } from '../boot/axios';

export default {
  getToken(username, password, totpToken) {
    const params = { username: username, password: password, totpToken: totpToken };
    // @expect POST /api/users/token
    return api.post('users/token', params).then(response => jwtDecode(response.data.token));
  },

  initUser(username, firstname, lastname, password) {
    const params = { username, firstname, lastname, password };
    // @expect POST /api/users/init
    return api.post('users/init', params);
  },

  getProfile() {
    // @expect GET /api/users/me
    return api.get('users/me');
  },

  changeDisplayName(firstname) {
    // @expect PUT /api/users/me
    return api.put('users/me', { firstname });
  }
};
