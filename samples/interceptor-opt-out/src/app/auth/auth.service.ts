import { Injectable, inject } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Observable } from 'rxjs';

export interface Tokens { access_token: string; refresh_token: string; }

@Injectable({ providedIn: 'root' })
export class AuthService {
  private http = inject(HttpClient);

  // Under /api/auth/: the interceptor hands it on without the token.
  login(username: string, password: string): Observable<Tokens> {
    // @expect POST /api/auth/login
    return this.http.post<Tokens>('/api/auth/login', { username, password });
  }

  // The step after the password: the code of the user's authenticator app, outside
  // /api/auth/, so the interceptor would add a token the user does not have yet.
  loginTotp(username: string, pending_code: string, code: string): Observable<Tokens> {
    // @expect POST /api/login/totp
    return this.http.post<Tokens>('/api/login/totp', { username, pending_code, code });
  }

  // The identity provider's redirect brings the code and state back to the login page,
  // which exchanges them for the app's tokens.
  exchangeCode(code: string, state: string): Observable<Tokens> {
    // @expect POST /api/sso/callback
    return this.http.post<Tokens>('/api/sso/callback', { code, state });
  }
}
