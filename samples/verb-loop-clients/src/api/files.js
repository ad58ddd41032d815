import { createAdmin, createRest, reports } from './rest';

const files = createRest('/files');

// @expect GET /files/{name}
export const getFile = (name) => files.get(`/${name}`);

// @expect DELETE /files/{name}
export const deleteFile = (name) => files.delete(`/${name}`);

// @expect POST /reports/exports
export const exportReport = (data) => reports.post('/exports', data);

// @expect GET /reports/summary
export const getSummary = () => reports.get('/summary');

const admin = createAdmin('/admin');

// @expect PUT /admin/quota/{name}
export const setQuota = (name, quota) => admin.put(`/quota/${name}`, { quota });
