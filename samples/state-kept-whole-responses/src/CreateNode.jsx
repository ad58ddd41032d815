import React, { useState } from 'react';

const send = async (path, method, body) => {
  return await fetch('/api' + path, { method, body: JSON.stringify(body) });
};

// The answer parsed in one expression of two awaits; its test reads a field.
export const CreateNode = ({ onDone }) => {
  const [name, setName] = useState('');
  const create = async () => {
    // @expect PUT /api/nodes
    const res = await (await send('/nodes', 'PUT', { name })).json();
    if (res.type === 'PASSWORD_REQUIRED') {
      setName('');
    } else {
      onDone(res.id);
    }
  };
  return <button onClick={create}>{name}</button>;
};
