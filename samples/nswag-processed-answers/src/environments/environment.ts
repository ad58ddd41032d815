export const environment = { production: false, apiBaseUrl: 'https://localhost:44376' };
