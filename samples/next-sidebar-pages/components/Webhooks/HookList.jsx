// Imported only by the panel nothing imports.
export default function HookList({ hooks = [] }) {
  const remove = (id) =>
    // @expect DELETE /api/admin/webhooks/{id}
    fetch(`/api/admin/webhooks/${id}`, { method: 'DELETE' });
  return <ul>{hooks.map((h) => <li key={h.id}><button onClick={() => remove(h.id)}>x</button></li>)}</ul>;
}
