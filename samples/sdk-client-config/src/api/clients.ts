import { createClient, createConfig } from '@hey-api/client-fetch';

// The app's client: configured once, in setup.ts, after it is made.
export const client = createClient(createConfig({ baseUrl: '/api' }));

// A client whose config names the cookie setting where it is made.
export const billing = createClient(createConfig({ baseUrl: '/billing', credentials: 'include' }));

// A client nobody configures: nothing shows how it authenticates.
export const publicClient = createClient({ baseUrl: '/public' });
