import { addUser, userInfo } from "./apis";

export async function loadUser() {
  const { execute } = userInfo();
  return execute();
}

export async function createUser(username: string, password: string) {
  const { execute } = addUser();
  return execute({ data: { username, password } });
}
