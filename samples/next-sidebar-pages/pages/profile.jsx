export default function Profile() {
  const save = (name) => {
    // @expect PUT /api/profile
    return fetch('/api/profile', { method: 'PUT', body: JSON.stringify({ name }) });
  };
  return <button onClick={() => save('Ada')}>Save</button>;
}
