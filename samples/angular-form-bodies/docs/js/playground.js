// compodoc's template playground: the generator's own server, not the app's
// @expect-none
fetch('/api/session/create', { method: 'POST' });
