import { Component, inject } from '@angular/core';
import { FormBuilder, FormControl, Validators } from '@angular/forms';
import { ApiService } from './api.service';
import { Credentials } from './models';

@Component({ selector: 'app-auth', template: '<form [formGroup]="form"></form>' })
export class AuthComponent {
  private fb = inject(FormBuilder);
  private api = inject(ApiService);
  mode: 'login' | 'register' = 'login';
  form = this.fb.nonNullable.group({
    email: ['', Validators.required],
    password: '',
  });

  switchMode(mode: 'login' | 'register') {
    this.mode = mode;
    if (mode === 'register') {
      this.form.addControl('username', new FormControl('', { nonNullable: true }));
    }
  }

  submit() {
    const value = this.form.value as any;
    return this.mode === 'login'
      ? this.api.login(this.form.value as Credentials)
      : this.api.register(value);
  }
}
