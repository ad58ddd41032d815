export const AUTHENTICATE = '🔒 Authenticated';
export const ADD_SHOW = '📺 Show added';
