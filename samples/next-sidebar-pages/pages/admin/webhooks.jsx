import { useEffect, useState } from 'react';

export default function Webhooks() {
  const [hooks, setHooks] = useState([]);
  useEffect(() => {
    // @expect GET /api/webhooks
    fetch('/api/webhooks').then((r) => r.json()).then(setHooks);
  }, []);
  return (
    <div>
      <p>Webhooks notify other services when an issue changes.</p>
      <ul>{hooks.map((h) => <li key={h.id}>{h.url}</li>)}</ul>
    </div>
  );
}
