import { Hono } from 'hono';
import { fetchRepo } from './extract';

export const app = new Hono();

app.get('/bookmarks', (c) => c.json([]));
app.post('/bookmarks', async (c) => {
  const body = await c.req.json();
  return c.json(await fetchRepo(body.url), 201);
});
