import axios from 'axios';

export const client = axios.create({ baseURL: '/api' });

client.interceptors.response.use(
  (response) => response,
  async (error) => {
    if (error.response?.status === 401 && !error.config._retried) {
      error.config._retried = true;
      // @expect-none
      await client.post('/auth/refresh');
      return client(error.config);
    }
    return Promise.reject(error);
  },
);
