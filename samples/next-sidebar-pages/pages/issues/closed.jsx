import { useEffect, useState } from 'react';

export default function ClosedIssues() {
  const [issues, setIssues] = useState([]);
  useEffect(() => {
    // @expect GET /api/issues/closed
    fetch('/api/issues/closed').then((r) => r.json()).then(setIssues);
  }, []);
  return <ul>{issues.map((i) => <li key={i.id}>{i.title}</li>)}</ul>;
}
