import { Injectable } from '@angular/core';

export interface User { id: string; username: string; }

// RPC-style paths: a check sent as a POST, an action on a member's API access, a logout.
@Injectable({ providedIn: 'root' })
export class UserService {
  // a check: the answer says whether the name is free; no user is created
  async checkNameIsAvailable(username: string): Promise<boolean> {
    // @expect POST /api/user/checkname
    const res = await fetch('/api/user/checkname', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username }),
    });
    const data = await res.json();
    return data.available;
  }

  // the user's API access, not the user, is disabled
  async disableApi(userId: string): Promise<void> {
    // @expect POST /api/user/{userId}/api/disable
    await fetch(`/api/user/${userId}/api/disable`, { method: 'POST' });
  }

  async listUsers(): Promise<User[]> {
    // @expect GET /api/users
    const res = await fetch('/api/users');
    return res.json();
  }

  async deleteUser(id: string): Promise<void> {
    // @expect DELETE /api/users/{id}
    await fetch(`/api/users/${id}`, { method: 'DELETE' });
  }

  // ending one's own session deletes no business data
  async logout(): Promise<void> {
    // @expect POST /api/logout
    await fetch('/api/logout', { method: 'POST' });
  }
}
