import { Component } from '@angular/core';
import { _HttpClient } from '@delon/theme';

@Component({ selector: 'app-login', template: '' })
export class LoginComponent {
  userName = '';
  password = '';
  constructor(private http: _HttpClient) {}

  submit(): void {
    const body = { identifier: this.userName, credential: this.password };
    // @expect POST /gateway/account/login
    this.http.post('/account/login', body, { remember: true }).subscribe();
  }

  loadNotices(page: number): void {
    // @expect GET /gateway/notices
    this.http.get('/notices', { page, size: 20 }).subscribe();
  }

  removeNotice(id: number): void {
    // @expect DELETE /gateway/notices/{id}
    this.http.delete(`/notices/${id}`, { force: true }).subscribe();
  }

  renameNotice(id: number, title: string): void {
    // @expect PUT /gateway/notices/{id}
    this.http.put(`/notices/${id}`, { title }).subscribe();
  }

  subscribeNotices(email: string): void {
    // @expect POST /gateway/notices/subscriptions
    this.http.form('/notices/subscriptions', { email }).subscribe();
  }
}
