export const API = process.env['PUBLIC_API_URL'] || 'http://localhost:8000';
