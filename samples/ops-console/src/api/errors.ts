/** What the operator is told when the backend refuses a request. */
export interface ApiProblem {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** Turns an axios error into the backend's problem document (`{code, message, fields}`). */
export function problemOf(err: any): ApiProblem {
  const data = err.response?.data ?? {};
  return { code: data.code ?? 'unknown', message: data.message ?? String(err), fields: data.fields };
}
