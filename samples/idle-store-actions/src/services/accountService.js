import axios from 'axios';

const api = axios.create({ baseURL: '/api/v1' });

export default {
  getAll() {
    // @expect GET /api/v1/accounts
    return api.get('/accounts');
  },

  count() {
    // @expect-none (never called: GET /api/v1/accounts/count is no Tool)
    return api.get('/accounts/count');
  },
};
