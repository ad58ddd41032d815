import { makeApi, Zodios } from '@zodios/core';
import { z } from 'zod';
import { MemberResource } from './schemas/members';

// a body schema derived from an imported one
const MemberUpdateRequest = MemberResource.omit({ id: true, email: true }).partial();

const endpoints = makeApi([
    {
        method: 'put',
        path: '/v1/organizations/:organization/members/:member',
        alias: 'updateMember',
        requestFormat: 'json',
        parameters: [
            { name: 'body', type: 'Body', schema: MemberUpdateRequest },
            { name: 'organization', type: 'Path', schema: z.string().uuid() },
            { name: 'member', type: 'Path', schema: z.string().uuid() },
            { name: 'notify', type: 'Query', schema: z.enum(['none', 'email']).optional() },
            { name: 'X-Api-Key', type: 'Header', schema: z.string() },
        ],
        response: MemberResource,
    },
]);

export const membersApi = new Zodios('/api', endpoints);
