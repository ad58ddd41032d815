export const environment = {
  production: true,
  api: {
    baseUrl: '/gateway/',
    refreshTokenEnabled: true
  }
};
