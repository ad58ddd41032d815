import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ColorSchema as Color, SlugSchema, TagListQuery, TagSchema as Tag } from '../schemas';

const c = initContract();

// schemas of another module, derived here
const NewTag = Tag.omit({ id: true, ownerId: true });

export const tagsContract = c.router(
    {
        list: {
            method: 'GET',
            path: '/labels',
            query: TagListQuery.strict(),
            headers: z.object({ 'x-api-key': z.string() }),
            responses: { 200: c.type<string[]>() },
        },
        create: { method: 'POST', path: '/labels', body: NewTag.strict(), responses: { 201: Tag } },
        rename: {
            method: 'PATCH',
            path: '/labels/:labelId',
            pathParams: z.object({ labelId: z.string().uuid() }),
            body: NewTag.pick({ name: true }).partial(),
            responses: { 200: Tag },
        },
        pin: {
            method: 'PUT',
            path: '/labels/:labelId/pin',
            body: z
                .object({ color: Color.optional(), slug: SlugSchema, weight: z.number() })
                .omit({ weight: true }),
            responses: { 200: Tag },
        },
    },
    { pathPrefix: '/api/v2' },
);
