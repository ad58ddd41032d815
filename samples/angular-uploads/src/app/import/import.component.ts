import { Component } from '@angular/core'
import { FileUploader } from 'ng2-file-upload'
import { environment } from '../../environments/environment'

// The upload URL is given to each queued file later: reviewed, not guessed.
@Component({
  selector: 'app-import',
  templateUrl: './import.component.html'
})
export class ImportComponent {
  public uploader: FileUploader = new FileUploader({ url: '' })

  importProject (projectId: string) {
    const url = `${environment.hostServer}/projects/${projectId}/import`
    this.uploader.queue.forEach((item) => (item.url = url))
    this.uploader.uploadItem(this.uploader.queue[0])
  }
}
