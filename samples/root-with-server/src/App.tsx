import { useState } from 'react';

const DAEMON = 'http://127.0.0.1:3210';

export function App() {
  const [url, setUrl] = useState('');

  async function save() {
    // @expect POST /bookmarks
    await fetch(`${DAEMON}/bookmarks`, { method: 'POST', body: JSON.stringify({ url }) });
  }

  async function list() {
    // @expect GET /bookmarks
    const res = await fetch(`${DAEMON}/bookmarks`);
    return res.json();
  }

  function onPaste(e: React.ClipboardEvent<HTMLInputElement>) {
    // @expect-none
    setUrl(e.clipboardData.getData('text/plain'));
  }

  function onDrop(event: React.DragEvent<HTMLDivElement>) {
    // @expect-none
    setUrl(event.dataTransfer.getData('text/uri-list'));
  }

  return (
    <div onDrop={onDrop}>
      <input value={url} onPaste={onPaste} onChange={(e) => setUrl(e.target.value)} />
      <button onClick={save}>Save</button>
      <button onClick={list}>List</button>
    </div>
  );
}
