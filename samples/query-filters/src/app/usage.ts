// a key appended once per item of an array: a list input
export async function usageCounts(fieldId: string, values: string[]) {
  const params = new URLSearchParams();
  values.forEach((value) => params.append('option_values', value));
  // @expect GET /api/custom-fields/{fieldId}/usage-counts
  const res = await fetch(`/api/custom-fields/${fieldId}/usage-counts?${params}`);
  return res.json();
}

export async function taggedDocuments(tags: string[], page: number) {
  const params = new URLSearchParams();
  params.set('page', String(page));
  for (const tag of tags) {
    params.append('tag', tag);
  }
  // @expect GET /api/documents
  const res = await fetch(`/api/documents?${params.toString()}`);
  return res.json();
}
