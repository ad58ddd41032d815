import { Injectable, inject } from '@angular/core'
import { HttpClient } from '@angular/common/http'
import { environment } from '../../environments/environment'

@Injectable({ providedIn: 'root' })
export class ComplaintService {
  private readonly http = inject(HttpClient)
  private readonly host = environment.hostServer + '/api/Complaints'

  save (params: { UserId: number, message: string }) {
    // @expect POST /api/Complaints/
    return this.http.post(this.host + '/', params)
  }
}
