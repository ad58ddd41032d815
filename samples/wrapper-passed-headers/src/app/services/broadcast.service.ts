import { HttpClient, HttpHeaders } from '@angular/common/http';
import { Injectable } from '@angular/core';
import { Observable } from 'rxjs';
import { CredentialsService } from './credentials.service';

// The same server's broadcasts through one wrapper taking the whole options object: each
// caller builds the options, the headers as a new HttpHeaders or as a plain object.
@Injectable({ providedIn: 'root' })
export class BroadcastService {
	constructor(
		private http: HttpClient,
		private credentials: CredentialsService
	) {}

	start(roomName: string, broadcastUrl: string): Observable<{ id: string }> {
		const user = this.credentials.participant();
		const headers = new HttpHeaders({ Authorization: 'Basic ' + btoa(user.username + ':' + user.password) });
		// @expect POST /call/api/broadcasts
		return this.send('POST', '/call/api/broadcasts', { body: { roomName, broadcastUrl }, headers });
	}

	stop(broadcastId: string): Observable<{ id: string }> {
		const user = this.credentials.participant();
		// @expect PUT /call/api/broadcasts/{broadcastId}
		return this.send('PUT', `/call/api/broadcasts/${broadcastId}`, {
			headers: { Authorization: `Basic ${btoa(`${user.username}:${user.password}`)}` }
		});
	}

	private send(method: string, url: string, options: { body?: unknown; headers?: HttpHeaders | Record<string, string> }) {
		return this.http.request<{ id: string }>(method, url, options);
	}
}
