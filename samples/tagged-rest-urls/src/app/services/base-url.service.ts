import { Injectable } from '@angular/core';

// The app is deployed under a path of its own: the REST base is the page's address (its
// origin, a port that defaults by scheme, and its path) followed by `/api`.
@Injectable({ providedIn: 'root' })
export class BaseUrlService {
  getPort() {
    let port = Number(location.port);
    if (!port) {
      port = 80;
      if (location.protocol === 'https:') {
        port = 443;
      }
    }
    return port;
  }

  getBase() {
    return `${location.protocol}//${location.hostname}:${this.getPort()}${location.pathname}`;
  }

  getRestApiBase() {
    return `${this.trimSlash(this.getBase())}/api`;
  }

  trimSlash(path: string) {
    return path.replace(/\/$/, '');
  }
}
