import type { HttpInterceptorFn } from '@angular/common/http';
import { WORKSPACE_API, sessionToken } from '~workspace/config';

// Services ask for '/projects'; this puts the backend in front and signs the request.
export const workspaceInterceptor: HttpInterceptorFn = (req, next) => {
  const signed = req.clone({
    url: `${WORKSPACE_API}${req.url}`,
    setHeaders: { Authorization: `Bearer ${sessionToken()}` },
  });
  return next(signed);
};
