// A base chosen by an if on the build mode, the development default written first.
function uploadsBase() {
  let base = 'http://localhost:7071/files';
  if (process.env.NODE_ENV === 'production') {
    base = '/files';
  }
  return base;
}

export function sendUpload(form) {
  // @expect POST /files/uploads
  return fetch(`${uploadsBase()}/uploads`, { method: 'POST', body: form });
}
