import { Injectable } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class SessionStore {
  token: string | null = localStorage.getItem('token');
}
