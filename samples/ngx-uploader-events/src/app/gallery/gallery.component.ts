import { Component, EventEmitter, Input } from '@angular/core';
import { UploadFile, UploadInput as Upload } from 'ngx-uploader';

@Component({ selector: 'app-gallery', templateUrl: './gallery.component.html' })
export class GalleryComponent {
  @Input() albumId = '';
  input: EventEmitter<Upload>;

  constructor() {
    this.input = new EventEmitter<Upload>();
  }

  send(file: UploadFile): void {
    this.input.emit({
      type: 'uploadFile',
      // @expect PUT /api/albums/{albumId}/photos
      url: `/api/albums/${this.albumId}/photos`,
      method: 'PUT',
      file,
      data: { caption: file.name },
      withCredentials: true
    });
  }

  sendRaw(): void {
    this.input.emit({
      type: 'uploadAll',
      // @expect POST /api/raw-import
      url: '/api/raw-import',
      includeWebKitFormBoundary: false
    });
  }
}
