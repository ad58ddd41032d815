// Plain functions choosing the request by if/else on the method, and by an early return.
function request(method, path, body) {
  if (method === 'GET') {
    return fetch('/api' + path).then((res) => res.json());
  } else if (method === 'DELETE') {
    return fetch('/api' + path, { method: 'DELETE' });
  } else {
    return fetch('/api' + path, { method: method, body: JSON.stringify(body) });
  }
}

// @expect GET /api/tasks
export const listTasks = () => request('GET', '/tasks');
// @expect DELETE /api/tasks/{id}
export const removeTask = (id) => request('DELETE', `/tasks/${id}`);
// @expect POST /api/tasks
export const addTask = (task) => request('POST', '/tasks', task);
// @expect PUT /api/tasks/{id}
export const saveTask = (id, task) => request('PUT', `/tasks/${id}`, task);

function send(kind, path, body) {
  if (kind === 'read') return fetch('/api' + path);
  return fetch('/api' + path, { method: 'POST', body: JSON.stringify(body) });
}

// @expect GET /api/stats
export const stats = () => send('read', '/stats');
// @expect POST /api/ping
export const ping = () => send('write', '/ping', {});
