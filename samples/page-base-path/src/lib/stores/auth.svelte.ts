import { apiClient } from '../helper/api';

class AuthStore {
  user = $state<{ id: string; username: string } | null>(null);

  // a class-field arrow function: its name says it logs in, the path does not
  login = async (username: string, password: string) => {
    // @expect POST /api/access
    const { data } = await apiClient.post('/access', { username, password });
    this.user = data.user;
    return true;
  };
}

export const authStore = new AuthStore();
