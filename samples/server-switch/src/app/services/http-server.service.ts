import { HttpClient } from '@angular/common/http';
import { Injectable } from '@angular/core';
import { Observable } from 'rxjs';
import { Server, ServerProtocol } from './server';

export type JsonOptions = {
  headers?: { [header: string]: string };
  responseType?: 'json';
};

/** Sends every request to the server the user picked: a remote one by its host and port,
 * else the one that served the page. */
@Injectable()
export class HttpServer {
  constructor(private http: HttpClient) {}

  get<T>(server: Server, url: string, options?: JsonOptions): Observable<T> {
    const intercepted = this.getOptionsForServer(server, url, options || {});
    return this.http.get<T>(intercepted.url, intercepted.options);
  }

  post<T>(server: Server, url: string, body: any, options?: JsonOptions): Observable<T> {
    const intercepted = this.getOptionsForServer(server, url, options || {});
    return this.http.post<T>(intercepted.url, body, intercepted.options);
  }

  delete<T>(server: Server, url: string, options?: JsonOptions): Observable<T> {
    const intercepted = this.getOptionsForServer(server, url, options || {});
    return this.http.delete<T>(intercepted.url, intercepted.options);
  }

  private getOptionsForServer(server: Server, url: string, options: JsonOptions) {
    if (server.host && server.port) {
      if (!server.protocol) {
        server.protocol = location.protocol as ServerProtocol;
      }
      url = `${server.protocol}//${server.host}:${server.port}/v2${url}`;
    } else {
      url = `/v2${url}`;
    }

    if (!options.headers) {
      options.headers = {};
    }

    if (server.authorization === 'basic') {
      const credentials = btoa(`${server.login}:${server.password}`);
      options.headers['Authorization'] = `Basic ${credentials}`;
    }

    return { url: url, options: options };
  }
}
