// The one backend every part of the workspace front end talks to.
export const WORKSPACE_API: string =
  import.meta.env.VITE_WORKSPACE_API || 'https://api.workspace.example/v1';

export const TOKEN_KEY = 'workspace.token';

export function sessionToken(): string {
  return window.localStorage.getItem(TOKEN_KEY) ?? '';
}
