import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable } from 'rxjs';

import { ApplicationConfigService } from 'app/core/config/application-config.service';

@Injectable({ providedIn: 'root' })
export class HealthService {
  private readonly http = inject(HttpClient);
  private readonly applicationConfigService = inject(ApplicationConfigService);

  checkHealth(): Observable<unknown> {
    // @expect GET /management/health
    return this.http.get(this.applicationConfigService.getEndpointFor('management/health'));
  }

  serviceHealth(): Observable<unknown> {
    // @expect GET /services/billing/management/health
    return this.http.get(this.applicationConfigService.getEndpointFor('management/health', 'billing'));
  }
}
