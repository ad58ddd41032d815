import { metrics } from './request';

// @expect GET /v1/series
export const series = (token: string, name: string) => metrics(token).url('/series').query({ name }).get().json();
