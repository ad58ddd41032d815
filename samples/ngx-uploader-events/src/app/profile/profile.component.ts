import { Component, EventEmitter, Output } from '@angular/core';
import { UploadFile, UploadInput, UploadOutput } from 'ngx-uploader';
import { environment } from '../../environments/environment';
import { AuthService } from '../auth.service';

@Component({ selector: 'app-profile', templateUrl: './profile.component.html' })
export class ProfileComponent {
  uploadInput: EventEmitter<UploadInput> = new EventEmitter<UploadInput>();
  @Output() saved: EventEmitter<boolean> = new EventEmitter<boolean>();
  files: UploadFile[] = [];
  avatarUrl = `${environment.apiURL}users/avatar`;

  constructor(private auth: AuthService) {}

  onUploadOutput(output: UploadOutput): void {
    if (output.type === 'allAddedToQueue') {
      const event: UploadInput = {
        type: 'uploadAll',
        url: this.avatarUrl,
        method: 'POST',
        fieldName: 'avatar',
        headers: { Authorization: `Bearer ${this.auth.token}` }
      };
      // @expect POST /api/v1/users/avatar
      this.uploadInput.emit(event);
    } else if (output.type === 'addedToQueue' && output.file) {
      this.files.push(output.file);
    }
  }

  cancel(id: string): void {
    // @expect-none
    this.uploadInput.emit({ type: 'cancel', id });
  }

  done(): void {
    // @expect-none
    this.saved.emit(true);
  }
}
