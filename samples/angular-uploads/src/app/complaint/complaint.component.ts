import { Component, inject } from '@angular/core'
import { FileUploader } from 'ng2-file-upload'
import { environment } from '../../environments/environment'
import { ComplaintService } from '../services/complaint.service'

@Component({
  selector: 'app-complaint',
  templateUrl: './complaint.component.html'
})
export class ComplaintComponent {
  private readonly complaintService = inject(ComplaintService)
  public message = ''
  public userId = 0
  // @expect POST /file-upload
  public uploader: FileUploader = new FileUploader({
    url: environment.hostServer + '/file-upload',
    authToken: `Bearer ${localStorage.getItem('token')}`,
    allowedMimeType: ['application/pdf', 'application/zip'],
    maxFileSize: 100000
  })

  save () {
    if (this.uploader.queue[0]) {
      this.uploader.onSuccessItem = () => this.saveComplaint()
      this.uploader.queue[0].upload()
    } else {
      this.saveComplaint()
    }
  }

  saveComplaint () {
    this.complaintService.save({ UserId: this.userId, message: this.message }).subscribe()
  }
}
