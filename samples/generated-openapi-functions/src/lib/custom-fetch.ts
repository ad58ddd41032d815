// The mutator every generated function calls: base URL, bearer token, JSON headers.
export const customFetch = async <T>(url: string, options?: RequestInit): Promise<T> => {
  const token = localStorage.getItem('token');
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) {
    headers['Authorization'] = `Bearer ${token}`;
  }
  const response = await fetch(`/api${url}`, {
    ...options,
    headers
  });
  return { data: await response.json(), status: response.status } as T;
};
