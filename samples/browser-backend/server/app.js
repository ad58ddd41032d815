const express = require('express');

const app = express();
app.get('/hooks/sync', async (req, res) => {
  // @expect-none
  const upstream = await fetch('https://directory.example.com/v1/users');
  res.json(await upstream.json());
});
app.listen(8000);
