export const environment = {
  production: false,
  hostServer: 'http://localhost:3000'
}
