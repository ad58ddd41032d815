const root = window.appRoot || '';
export const apiBase = `${root}/api/v2`;
