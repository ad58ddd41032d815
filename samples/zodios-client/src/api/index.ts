import type { ApiOf, ZodiosBodyByAlias } from '@zodios/core';
import { createApiClient } from './openapi.json.client';

export type ProjectApi = ApiOf<typeof api>;
export type CreateProjectBody = ZodiosBodyByAlias<ProjectApi, 'createProject'>;

const api = createApiClient('/api', { validate: 'none' });

export { createApiClient, api };
