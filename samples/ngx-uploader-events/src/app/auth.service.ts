import { Injectable } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class AuthService {
  get token(): string {
    return localStorage.getItem('token') || '';
  }
}
