export const usersPath = () => "/admin/api/users";

export const userPath = (id: number) => `/admin/api/users/${id}`;
