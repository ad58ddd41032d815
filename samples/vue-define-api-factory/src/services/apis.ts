import { useDefineApi } from "../stores/useDefineApi";

// a definition, not a request: the hook it makes merges the caller's config later
// @expect GET /api/auth
export const userInfo = useDefineApi<any, { userName: string }>({
  url: "/api/auth"
});

// @expect POST /api/auth
export const addUser = useDefineApi<{ data: { username: string; password: string } }, boolean>({
  url: "/api/auth",
  method: "POST"
});
