// The deployment writes window.basePath into the page; a development build talks to a local
// backend instead. Only the production branch is the deployed client's base.
const basePath = (window.basePath === '/' ? '' : window.basePath) || '';
const devPort = window.devPort ?? 7070;
const rootUrl =
  process.env.NODE_ENV === 'production'
    ? basePath
    : `http://localhost:${devPort}${basePath}`;
export const apiUrl = `${rootUrl}/api/v2`;
