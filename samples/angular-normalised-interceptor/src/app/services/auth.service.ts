import { HttpClient } from '@angular/common/http';
import { Injectable } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class AuthService {
  token = localStorage.getItem('token') || '';

  constructor(private http: HttpClient) {}

  login(email: string, password: string) {
    // @expect POST /api/v1/auth/login
    return this.http.post<{ token: string }>('/auth/login', { email, password });
  }
}
