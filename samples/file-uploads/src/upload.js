export function uploadFile(file, group, fileName) {
  var xhr = new XMLHttpRequest();
  // @expect PUT /api/files/{group}/{fileName}
  xhr.open('PUT', '/api/files/' + group + '/' + fileName, true);
  xhr.setRequestHeader('Content-Type', 'application/octet-stream');
  xhr.send(file);
}

export function importConfig(content) {
  var xhr = new XMLHttpRequest();
  // @expect POST /api/config/import
  xhr.open('POST', '/api/config/import', true);
  xhr.setRequestHeader('Content-Type', 'application/json');
  xhr.send(JSON.stringify({ content: content }));
}
