import { useEffect, useState } from 'react';
import { api } from '../api/client';

/** A snippet shown in an iframe; the title is hidden unless the embedding page asks. */
export function EmbedView({ snippetId, showTitle = false, theme = 'light' }) {
  const [snippet, setSnippet] = useState(null);
  useEffect(() => {
    // @expect GET /api/embed/{snippetId}
    api.get(`/embed/${snippetId}`, { params: { showTitle, theme } }).then((r) => setSnippet(r.data));
  }, [snippetId, showTitle, theme]);
  return <pre>{snippet && snippet.code}</pre>;
}
