import { Component, Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { FormBuilder, Validators } from '@angular/forms';

export interface ProfileUpdate {
  nickname: string;
  bio?: string;
  age?: number;
}

@Injectable({ providedIn: 'root' })
export class ProfileService {
  constructor(private http: HttpClient) {}

  update(profile: ProfileUpdate) {
    // @expect PUT /api/profile
    return this.http.put('/api/profile', { profile });
  }
}

@Component({ selector: 'app-profile', template: '<form [formGroup]="form"></form>' })
export class ProfileComponent {
  form = this.fb.group({
    nickname: ['', [Validators.required, Validators.maxLength(30)]],
    bio: ['', Validators.maxLength(280)],
    age: [null, [Validators.min(13), Validators.max(130)]],
  });

  constructor(private fb: FormBuilder, private profiles: ProfileService) {}

  save() {
    this.profiles.update(this.form.value as ProfileUpdate).subscribe();
  }
}
