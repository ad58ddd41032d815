import { HttpEvent, HttpHandler, HttpInterceptor, HttpRequest } from '@angular/common/http';
import { Injectable } from '@angular/core';
import { Observable } from 'rxjs';

import { environment } from '../../environments/environment';
import { AuthService } from '../services/auth.service';

@Injectable()
export class ApiInterceptor implements HttpInterceptor {
  constructor(private auth: AuthService) {}

  intercept(request: HttpRequest<any>, next: HttpHandler): Observable<HttpEvent<any>> {
    const url = `${environment.apiURL}/${request.url}`.replace(/\/+/g, '/').replace(/\/+$/, '').trim();
    request = request.clone({ url, setHeaders: { Authorization: `Bearer ${this.auth.token}` } });
    return next.handle(request);
  }
}
