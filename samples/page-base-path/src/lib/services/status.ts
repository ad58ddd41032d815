// The site root, not the app's base path: another URL whenever the app is served in a folder.
export async function getStatus() {
  // @expect GET /status
  const response = await fetch('/status');
  return response.json();
}

// process.env.BASE_URL is whatever the build defines (often an API's absolute URL): a
// build-time variable, not the page's base path.
export async function getReport() {
  // @expect GET /api/report
  const response = await fetch(`${process.env.BASE_URL}/api/report`);
  return response.json();
}
