import { Component, inject } from '@angular/core';
import { ActivatedRoute } from '@angular/router';
import { AuthService } from './auth.service';

@Component({ selector: 'app-login', template: '<form></form>' })
export class LoginComponent {
  private auth = inject(AuthService);
  private route = inject(ActivatedRoute);

  ngOnInit(): void {
    const code = this.route.snapshot.queryParamMap.get('code');
    const state = this.route.snapshot.queryParamMap.get('state');
    if (code && state) {
      this.auth.exchangeCode(code, state).subscribe((t) => localStorage.setItem('token', t.access_token));
    }
  }

  confirm(username: string, pending: string, code: string): void {
    this.auth.loginTotp(username, pending, code).subscribe((t) => localStorage.setItem('token', t.access_token));
  }

  submit(username: string, password: string): void {
    this.auth.login(username, password).subscribe((t) => localStorage.setItem('token', t.access_token));
  }
}
