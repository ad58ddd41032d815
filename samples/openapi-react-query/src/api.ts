import createFetchClient from 'openapi-fetch';
import createClient from 'openapi-react-query';

const fetchClient = createFetchClient({ baseUrl: import.meta.env.VITE_API_URL });

export const $api = createClient(fetchClient);
