import React, { useEffect, useState } from 'react';
import apiClient from '../api/Api';

export function Footer() {
  const [wan, setWan] = useState<{ online: boolean } | null>(null);
  useEffect(() => {
    apiClient.getWanStatus().then(setWan);
  }, []);
  return (
    <footer>
      <span>{wan?.online ? 'online' : 'offline'}</span>
      <a
        target="_blank"
        rel="noopener noreferrer"
        href="https://help.example.org/forward?topic=wan&from=console&lang=en">
        Help
      </a>
    </footer>
  );
}
