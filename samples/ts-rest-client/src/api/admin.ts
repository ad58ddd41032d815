import { initClient, initContract, tsRestFetchApi, type ApiFetcherArgs } from '@ts-rest/core';
import { envConfig } from 'virtual:env-config';

const c = initContract();

const adminContract = c.router(
    {
        users: {
            stats: { method: 'GET', path: '/users/stats', responses: { 200: c.type<{ total: number }>() } },
        },
    },
    { pathPrefix: '/admin' },
);

function getToken(): string | null {
    return sessionStorage.getItem('admin-token');
}

function withToken(timeout: number) {
    return async (args: ApiFetcherArgs) => {
        const token = getToken();
        if (token !== null) {
            args.headers['Authorization'] = `Bearer ${token}`;
        }
        args.fetchOptions = { ...args.fetchOptions, signal: AbortSignal.timeout(timeout) };
        return tsRestFetchApi(args);
    };
}

function buildClient<T extends typeof adminContract>(contract: T, baseUrl: string) {
    return initClient(contract, { baseUrl, api: withToken(5000) });
}

const api = { ...buildClient(adminContract, envConfig.backendUrl) };

export function loadStats() {
    // @expect GET /admin/users/stats
    return api.users.stats();
}
