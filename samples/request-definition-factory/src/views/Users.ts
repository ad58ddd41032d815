import { addUser } from "../services/servers";

export async function createUser(username: string, password: string, permission: number) {
  const { execute, isLoading } = addUser();
  // @expect POST /api/users
  await execute({ data: { username, password, permission } });
  return isLoading;
}
