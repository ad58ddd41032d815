/** Where the signed-in user's token and chosen workspace are kept. */
export const AUTH_TOKEN_KEY = 'greenhouse.token';
export const WORKSPACE_KEY = 'greenhouse.workspace';

/** The headers every GraphQL operation carries: the user's token and the open workspace. */
export function sessionHeaders(): Record<string, string> {
  const workspaceId = localStorage.getItem(WORKSPACE_KEY);
  return { ...(workspaceId ? { 'x-greenhouse-workspace': workspaceId } : {}) };
}
