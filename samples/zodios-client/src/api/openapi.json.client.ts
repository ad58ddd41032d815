import { makeApi, Zodios, type ZodiosOptions } from '@zodios/core';
import { z } from 'zod';

const ProjectResource = z
    .object({ id: z.string(), name: z.string(), color: z.string(), is_archived: z.boolean() })
    .passthrough();
const ProjectStoreRequest = z
    .object({
        name: z.string().min(1).max(255),
        color: z.string().max(16),
        billable_rate: z.union([z.number().int(), z.null()]).optional(),
        visibility: z.enum(['public', 'private']),
    })
    .passthrough();

const endpoints = makeApi([
    {
        method: 'get',
        path: '/v1/countries',
        alias: 'getCountries',
        requestFormat: 'json',
        response: z.array(z.object({ code: z.string(), name: z.string() }).passthrough()),
    },
    {
        method: 'get',
        path: '/v1/organizations/:organization/projects',
        alias: 'getProjects',
        requestFormat: 'json',
        parameters: [
            { name: 'organization', type: 'Path', schema: z.string() },
            { name: 'page', type: 'Query', schema: z.number().int().optional() },
            { name: 'archived', type: 'Query', schema: z.enum(['true', 'false']).optional() },
        ],
        response: z.object({ data: z.array(ProjectResource) }).passthrough(),
    },
    {
        method: 'post',
        path: '/v1/organizations/:organization/projects',
        alias: 'createProject',
        requestFormat: 'json',
        parameters: [
            { name: 'body', type: 'Body', schema: ProjectStoreRequest },
            { name: 'organization', type: 'Path', schema: z.string() },
        ],
        response: z.object({ data: ProjectResource }).passthrough(),
    },
    {
        method: 'put',
        path: '/v1/organizations/:organization/projects/:project',
        alias: 'updateProject',
        requestFormat: 'json',
        parameters: [
            {
                name: 'body',
                type: 'Body',
                schema: z
                    .object({ name: z.string().max(255), is_archived: z.boolean().optional() })
                    .passthrough(),
            },
            { name: 'organization', type: 'Path', schema: z.string() },
            { name: 'project', type: 'Path', schema: z.string() },
        ],
        response: z.object({ data: ProjectResource }).passthrough(),
    },
    {
        method: 'delete',
        path: '/v1/organizations/:organization/projects/:project',
        alias: 'deleteProject',
        requestFormat: 'json',
        parameters: [
            { name: 'organization', type: 'Path', schema: z.string() },
            { name: 'project', type: 'Path', schema: z.string() },
        ],
        response: z.null(),
    },
    {
        method: 'post',
        path: '/v1/organizations/:organization/import',
        alias: 'importData',
        requestFormat: 'form-data',
        parameters: [
            { name: 'body', type: 'Body', schema: z.instanceof(File) },
            { name: 'organization', type: 'Path', schema: z.string() },
        ],
        response: z.object({ report: z.string() }).passthrough(),
    },
]);

export const api = new Zodios('/api', endpoints);

export function createApiClient(baseUrl: string, options?: ZodiosOptions) {
    return new Zodios(baseUrl, endpoints, options);
}
