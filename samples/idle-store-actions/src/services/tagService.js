import axios from 'axios';

const api = axios.create({ baseURL: '/api/v1' });

export default {
  list() {
    // @expect GET /api/v1/tags
    return api.get('/tags');
  },

  purge() {
    // @expect DELETE /api/v1/tags
    return api.delete('/tags');
  },
};
