import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

export const PostInput = z.object({
    title: z.string().min(1).max(120),
    content: z.string(),
    status: z.enum(['draft', 'published']),
});

const posts = c.router(
    {
        getPost: {
            method: 'GET',
            path: '/:id',
            pathParams: z.object({ id: z.string() }),
            query: z.object({ expand: z.string().optional() }),
            responses: { 200: PostInput },
        },
        createPost: {
            method: 'POST',
            path: '',
            body: PostInput,
            responses: { 201: PostInput },
        },
        updatePost: {
            method: 'PATCH',
            path: '/:id',
            body: PostInput.partial(),
            responses: { 200: PostInput },
        },
        uploadCover: {
            method: 'POST',
            path: '/:id/cover',
            contentType: 'multipart/form-data',
            body: c.type<{ cover: File }>(),
            responses: { 201: c.type<{ url: string }>() },
        },
        deletePost: {
            method: 'DELETE',
            path: '/:id',
            body: c.noBody(),
            responses: { 204: c.noBody() },
        },
    },
    { pathPrefix: '/posts' },
);

export const contract = c.router(
    {
        posts,
        listTags: {
            method: 'GET',
            path: '/tags',
            query: z.object({ page: z.number() }),
            responses: { 200: c.type<string[]>() },
        },
        health: c.query({ method: 'GET', path: '/health', responses: { 200: c.type<{ ok: boolean }>() } }),
    },
    { pathPrefix: '/api/v1' },
);
