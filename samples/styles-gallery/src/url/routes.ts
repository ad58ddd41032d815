// Route patterns in the backend's own ':param' notation.
export const TASK_ROUTE = '/tasks/:id';
export const MEMBER_ROUTE = '/members/:id';
