import { makeEndpoint, Zodios } from '@zodios/core';
import { z } from 'zod';

const getStatus = makeEndpoint({
    method: 'get',
    path: '/status/:service',
    alias: 'getStatus',
    response: z.object({ up: z.boolean() }),
});

const postIncident = makeEndpoint({
    method: 'post',
    path: '/incidents',
    alias: 'reportIncident',
    parameters: [
        {
            name: 'body',
            type: 'Body',
            schema: z.object({ service: z.string(), note: z.string().max(500).optional() }),
        },
    ],
    response: z.object({ id: z.number() }),
});

const status = new Zodios('https://status.example.com/api', [getStatus, postIncident]);

export function serviceStatus(service: string) {
    // @expect GET /status/{service}
    return status.get('/status/:service', { params: { service } });
}

export function reportIncident(service: string, note: string) {
    // @expect POST /incidents
    return status.post('/incidents', { service, note });
}

export function reportOutage(service: string) {
    // @expect POST /incidents
    return status.request({ method: 'post', url: '/incidents', data: { service } });
}

export function pluginsOnly() {
    // @expect-none
    status.use({ name: 'logger', request: async (_api, config) => config });
}
