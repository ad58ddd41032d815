// Hand-trimmed from the backend's OpenAPI document (only what this front end uses).
export interface ProjectDetail {
  id: string;
  name: string;
  description: string | null;
  memberCount: number;
}

export interface paths {
  '/projects/{projectId}': {
    get: {
      parameters: { path: { projectId: string }; query?: { include?: 'members' | 'stats' } };
      responses: { 200: { content: { 'application/json': ProjectDetail } } };
    };
    patch: {
      parameters: { path: { projectId: string } };
      requestBody: { content: { 'application/json': { name?: string; description?: string } } };
      responses: { 200: { content: { 'application/json': ProjectDetail } } };
    };
  };
}
