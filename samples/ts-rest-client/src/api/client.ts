import { initClient } from '@ts-rest/core';
import { initQueryClient } from '@ts-rest/react-query';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { contract } from './contract';

export const client = initClient(contract, {
    baseUrl: '',
    baseHeaders: {
        Authorization: `Bearer ${localStorage.getItem('token')}`,
    },
});

export const rq = initQueryClient(contract, { baseUrl: '' });

export const tsr = initTsrReactQuery(contract, { baseUrl: '', credentials: 'include' });
