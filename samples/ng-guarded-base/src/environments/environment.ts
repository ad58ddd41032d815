export const environment = {
  production: true,
  api: { baseUrl: '/backend/' }
};
