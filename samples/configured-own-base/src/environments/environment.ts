// The deployment's configuration: the app's own API, and a third party's.
export const environment = {
  production: false,
  apiBaseUrl: 'https://api.shop.example.com/v1',
  githubApi: 'https://api.github.com',
};
