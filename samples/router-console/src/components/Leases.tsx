import React, { useEffect, useState } from 'react';
import apiClient from '../api/Api';

type Lease = { mac: string; ip: string };

export function Leases() {
  const [leases, setLeases] = useState<Lease[]>([]);
  useEffect(() => {
    apiClient.listLeases().then(setLeases);
  }, []);
  const add = () => apiClient.addLease('00:11:22:33:44:55', '192.168.1.20');
  return (
    <section>
      <button onClick={add}>Add lease</button>
      <button onClick={() => apiClient.reboot()}>Reboot the router</button>
      <ul>{leases.map((l) => <li key={l.mac}>{l.mac} {l.ip}</li>)}</ul>
    </section>
  );
}
