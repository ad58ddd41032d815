const LOCAL = '/emulator/data';
const CDN = 'https://cdn.example.org/emulator/data';

// A probe that the loader script is there before a <script> element loads it: no Tool.
async function isScript(url) {
  const res = await fetch(url);
  return res.ok && /javascript/.test(res.headers.get('content-type') || '');
}

async function load(base) {
  if (!(await isScript(`${base}/loader.js`))) throw new Error(`no loader at ${base}`);
  const s = document.createElement('script');
  s.src = `${base}/loader.js`;
  document.body.appendChild(s);
}

export default function Play() {
  const start = async () => {
    try { await load(LOCAL); } catch (e) { await load(CDN); }
  };
  return <button onClick={start}>Play</button>;
}
