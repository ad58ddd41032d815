/** The signed-in operator's session, kept in the browser between visits. */
export const session = {
  token(): string | null {
    return localStorage.getItem('ops.token');
  },
  /** The workspace (tenant) the operator is looking at. */
  workspaceId(): string {
    return localStorage.getItem('ops.workspace') ?? 'default';
  },
};
