import { Injectable, inject } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Observable } from 'rxjs';

@Injectable({ providedIn: 'root' })
export class AdminService {
  private http = inject(HttpClient);

  // An administrator resets another user's password; the answer is the new, temporary one.
  resetPassword(username: string): Observable<{ temporary: string }> {
    // @expect POST /api/admin/users/{username}/reset-password
    return this.http.post<{ temporary: string }>(`/api/admin/users/${username}/reset-password`, {});
  }
}
