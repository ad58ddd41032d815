import HookList from './HookList';

// An older webhooks panel nothing imports any more (pages/admin/webhooks.jsx replaced it).
export default function Webhooks() {
  const create = (url) =>
    // @expect POST /api/admin/webhooks
    fetch('/api/admin/webhooks', { method: 'POST', body: JSON.stringify({ url }) });
  return <div><button onClick={() => create('https://example.org/hook')}>Add</button><HookList /></div>;
}
