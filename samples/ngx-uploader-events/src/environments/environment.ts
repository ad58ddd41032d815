export const environment = {
  production: false,
  apiURL: '/api/v1/'
};
