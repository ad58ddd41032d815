import { Component } from '@angular/core';
import { FormControl, FormGroup } from '@angular/forms';
import { ApiService } from './api.service';

@Component({ selector: 'app-editor', template: '<form [formGroup]="form"></form>' })
export class EditorComponent {
  tagList: string[] = [];
  form = new FormGroup({
    title: new FormControl('', { nonNullable: true }),
    description: new FormControl('', { nonNullable: true }),
    body: new FormControl(''),
  });

  constructor(private api: ApiService) {}

  submit(slug: string | undefined) {
    const data = { ...this.form.value, tagList: this.tagList };
    return slug ? this.api.updateArticle({ ...data, slug }) : this.api.createArticle(data);
  }
}
