import http from './http';

// @expect POST /api/access-tokens
const createAccessToken = (data) => http.post('/access-tokens', data);

// @expect DELETE /api/access-tokens/me
const deleteCurrentAccessToken = () => http.delete('/access-tokens/me');

export default { createAccessToken, deleteCurrentAccessToken };
