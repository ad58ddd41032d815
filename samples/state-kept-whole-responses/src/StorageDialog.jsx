import React, { useEffect, useState } from 'react';

// The whole answer is kept in component state; the markup reads its members.
export const StorageDialog = () => {
  const [storage, setStorage] = useState({ size: 0, testCount: 0 });
  const [other, setOther] = useState({ size: 0 });

  useEffect(() => {
    // @expect GET /api/storage
    fetch('/api/storage').then((res) => res.json()).then((res) => {
      setStorage(res);
    });
  }, []);

  return (
    <div>
      <p>{Math.round(storage.size / 1024)} KB</p>
      <span>{storage.testCount}</span>
      <em>{other.size}</em>
    </div>
  );
};
