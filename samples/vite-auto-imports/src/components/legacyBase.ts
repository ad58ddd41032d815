export const withBase = (path: string) => `/legacy${path}`;
