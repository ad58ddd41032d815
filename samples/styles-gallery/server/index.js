// Small companion server: relays workspace events to the team's chat room.
import express from 'express';

const app = express();
app.use(express.json());

const CHAT_HOOK = 'https://hooks.chat.example/api/post';

const chatHeaders = () => ({
  'Content-Type': 'application/json',
  Authorization: `Bearer ${process.env.CHAT_HOOK_TOKEN}`,
});

// @expect-none
app.get('/health', (_req, res) => res.json({ ok: true }));

// @expect-none
app.post('/notify/task-done', async (req, res) => {
  const { channel, taskTitle, by } = req.body;
  // @expect-none (backend code: an info review item, not a capability)
  const upstream = await fetch(CHAT_HOOK, {
    method: 'POST',
    headers: chatHeaders(),
    body: JSON.stringify({ channel, text: `${by} finished "${taskTitle}"` }),
  });
  res.status(upstream.ok ? 204 : 502).end();
});

app.post('/notify/mention', async (req, res) => {
  const { channel, who, docTitle } = req.body;
  // @expect-none (backend code: an info review item, not a capability)
  const upstream = await fetch('https://hooks.chat.example/api/post', {
    method: 'POST',
    headers: chatHeaders(),
    body: JSON.stringify({ channel, text: `@${who} was mentioned in "${docTitle}"` }),
  });
  res.status(upstream.ok ? 204 : 502).end();
});

app.listen(Number(process.env.PORT ?? 8787));
