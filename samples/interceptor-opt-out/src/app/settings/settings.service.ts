import { Injectable, inject } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Observable } from 'rxjs';

@Injectable({ providedIn: 'root' })
export class SettingsService {
  private http = inject(HttpClient);

  // The user turns the second factor off by typing a current code from the authenticator.
  disableTotp(code: string): Observable<{}> {
    // @expect DELETE /api/settings/totp/{code}
    return this.http.delete<{}>(`/api/settings/totp/${code}`);
  }

  // A setting named password: its value is the app's new password.
  changeAppPassword(value: string): Observable<{}> {
    // @expect PATCH /api/config/password
    return this.http.patch<{}>('/api/config/password', { value });
  }
}
