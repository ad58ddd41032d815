import React from 'react';
import { client } from '../../api/client';

export function TestConnectionButton({ id }: { id: string }) {
  const run = () => {
    // @expect POST /api/connections/{id}/test
    client.post(`/connections/${id}/test`);
  };
  return <button onClick={run}>Test connection</button>;
}
