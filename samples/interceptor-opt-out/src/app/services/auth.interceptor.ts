import { HttpEvent, HttpHandlerFn, HttpRequest } from '@angular/common/http';
import { inject } from '@angular/core';
import { Observable } from 'rxjs';
import { SessionStore } from './session.store';

// Every request to the API carries the user's bearer token, except the ones this
// interceptor hands on first: a request marked with the skip_auth header (a shared page
// anyone with the link may open), which loses the marker, and the sign-in requests under
// /api/auth/.
export const authInterceptor = (req: HttpRequest<unknown>, next: HttpHandlerFn): Observable<HttpEvent<unknown>> => {
  const session = inject(SessionStore);

  if (req.headers.has('skip_auth')) {
    return next(req.clone({ headers: req.headers.delete('skip_auth') }));
  }

  if (req.url.includes('/api/auth/')) {
    return next(req);
  }

  if (!session.token) {
    return next(req);
  }

  return next(req.clone({ setHeaders: { Authorization: `Bearer ${session.token}` } }));
};
