import http from './http';

const createAccessToken = (data) => http.post('/access-tokens', data);

export default { createAccessToken };
