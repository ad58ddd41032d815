import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable } from 'rxjs';

import { ApplicationConfigService } from 'app/core/config/application-config.service';

export interface Label {
  id: number;
  name: string;
}

@Injectable({ providedIn: 'root' })
export class LabelService {
  protected readonly http = inject(HttpClient);
  protected readonly applicationConfigService = inject(ApplicationConfigService);
  protected readonly resourceUrl = this.applicationConfigService.getEndpointFor('api/labels');

  create(label: Label): Observable<Label> {
    // @expect POST /api/labels
    return this.http.post<Label>(this.resourceUrl, label);
  }

  find(id: number): Observable<Label> {
    // @expect GET /api/labels/{id}
    return this.http.get<Label>(`${this.resourceUrl}/${encodeURIComponent(id)}`);
  }

  delete(id: number): Observable<undefined> {
    // @expect DELETE /api/labels/{id}
    return this.http.delete<undefined>(`${this.resourceUrl}/${encodeURIComponent(id)}`);
  }
}
