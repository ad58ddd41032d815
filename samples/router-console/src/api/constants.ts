// The console is served under the router's own folder: every call is relative to the page.
export const BASE_URL = 'panel';
