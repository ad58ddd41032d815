// A callback-style client the tool cannot follow: reviewed, never dropped.
export function loadBoards(client, done) {
  // @expect-none
  client.request({ url: '/api/boards', method: 'GET' }, (err, body) => done(err, body));
}

export function loadLists(xhrLike, done) {
  // @expect-none
  xhrLike.get('/api/lists', function (response) { done(response); });
}

// A route a development server registers, and an event subscription: no requests.
export function mount(server, bus, onChange) {
  // @expect-none
  server.get('/api/health', (req, res) => res.end('ok'));
  bus.on('/api/changed', onChange);
}
