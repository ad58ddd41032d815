import { Component } from '@angular/core';
import { FormBuilder } from '@angular/forms';
import { ApiService } from './api.service';

@Component({ selector: 'app-settings', template: '<form [formGroup]="form"></form>' })
export class SettingsComponent {
  form = this.fb.group({ image: '', bio: '' });

  constructor(private fb: FormBuilder, private api: ApiService) {}

  save() {
    return this.api.updateUser(this.form.getRawValue());
  }
}
