import React from 'react';
import useRooms from './hooks/useRooms';

// Widgets are loaded by a glob: any of them may run.
const widgets = import.meta.glob('./widgets/*.jsx');

export default function Main() {
  const rooms = useRooms();
  return <ul>{rooms.map((r) => <li key={r.id}>{r.name}</li>)}{Object.keys(widgets).length}</ul>;
}
