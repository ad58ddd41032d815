import { useEffect, useState } from 'react';

export default function OpenIssues() {
  const [issues, setIssues] = useState([]);
  useEffect(() => {
    // @expect GET /api/issues/open
    fetch('/api/issues/open').then((r) => r.json()).then(setIssues);
  }, []);
  return <ul>{issues.map((i) => <li key={i.id}>{i.title}</li>)}</ul>;
}
