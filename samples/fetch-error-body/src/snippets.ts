export interface Snippet {
  id: string;
  title: string;
}

// The error body is read only when the answer failed: it is no part of the output.
export async function loadEmbed(shareId: string, theme: string): Promise<Snippet> {
  // @expect GET /api/embed/{shareId}
  const response = await fetch(`/api/embed/${shareId}?theme=${theme}`);
  if (!response.ok) {
    const data = await response.json();
    throw new Error(data.error || 'The snippet could not be loaded');
  }
  const data = await response.json();
  return { id: data.id, title: data.title };
}

export async function loadRaw(shareId: string): Promise<string> {
  // @expect GET /api/raw/{shareId}
  const response = await fetch(`/api/raw/${shareId}`);
  if (!response.ok) {
    const failure = await response.json();
    throw new Error(failure.error);
  }
  return response.text();
}
