export const workspaceId: string = (window as any).WORKSPACE_ID || 'default';
