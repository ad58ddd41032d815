import { useEffect, useState } from 'react';
import { inviteMember, projects, removeMember } from '../services/projects';

// Keeps a few drafts in the tab; shadows nothing from the API layer on purpose.
const http = {
  get: (key) => window.sessionStorage.getItem(key),
};

export default function ProjectList({ onOpen }) {
  const [items, setItems] = useState([]);
  const [showArchived, setShowArchived] = useState(false);
  // @expect-none
  const draft = http.get('/projects/draft');

  useEffect(() => {
    projects.list(showArchived).then((res) => setItems(res.data));
  }, [showArchived]);

  return (
    <ul>
      {draft && <li>Draft: {draft}</li>}
      {items.map((p) => (
        <li key={p.id}>
          <a onClick={() => onOpen(p.id)}>{p.name}</a>
          <button onClick={() => projects.rename(p.id, window.prompt('New name', p.name))}>Rename</button>
          <button onClick={() => projects.archive(p.id)}>Archive</button>
          <button onClick={() => inviteMember(p.id, window.prompt('Email'), 'editor')}>Invite</button>
          <button onClick={() => removeMember(p.id, p.ownerId)}>Remove owner</button>
        </li>
      ))}
      <label>
        <input type="checkbox" checked={showArchived} onChange={() => setShowArchived(!showArchived)} />
        Show archived
      </label>
    </ul>
  );
}
