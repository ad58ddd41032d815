import { HttpClient, HttpHeaders } from '@angular/common/http';
import { Injectable } from '@angular/core';
import { lastValueFrom } from 'rxjs';
import { CredentialsService } from './credentials.service';

// A video-call service whose public methods build their headers and hand them to private
// request wrappers. The server checks HTTP basic auth on the recording routes; the logins only
// check a password (they set no cookie), and the configuration and logouts need nothing.
@Injectable({ providedIn: 'root' })
export class HttpService {
	private pathPrefix = 'call/api';

	constructor(
		private http: HttpClient,
		private credentials: CredentialsService
	) {}

	// immutable HttpHeaders: the header is on the headers append returns, sent only when a
	// participant's name and password are stored
	private userHeaders(): HttpHeaders {
		const headers = new HttpHeaders({ 'Content-Type': 'application/json' });
		const user = this.credentials.participant();
		if (user?.username && user?.password) {
			return headers.append('Authorization', `Basic ${btoa(`${user.username}:${user.password}`)}`);
		}
		return headers;
	}

	private adminHeaders(): HttpHeaders {
		const headers = new HttpHeaders({ 'Content-Type': 'application/json' });
		const admin = this.credentials.admin();
		if (!admin) {
			return headers;
		}
		const { username, password } = admin;
		return headers.set('Authorization', `Basic ${btoa(`${username}:${password}`)}`);
	}

	getConfig(): Promise<{ recordingEnabled: boolean }> {
		// @expect GET /call/api/config
		return this.getRequest(`${this.pathPrefix}/config`);
	}

	userLogin(body: { username: string; password: string }): Promise<{ message: string }> {
		// @expect POST /call/api/login
		return this.postRequest(`${this.pathPrefix}/login`, body);
	}

	userLogout(): Promise<{ message: string }> {
		// @expect POST /call/api/logout
		return this.postRequest(`${this.pathPrefix}/logout`, {});
	}

	startRecording(roomName: string): Promise<{ id: string }> {
		const headers = this.userHeaders();
		// @expect POST /call/api/recordings
		return this.postRequest(`${this.pathPrefix}/recordings`, { roomName }, headers);
	}

	stopRecording(recordingId: string): Promise<{ id: string }> {
		const headers = this.userHeaders();
		// @expect PUT /call/api/recordings/{recordingId}
		return this.putRequest(`${this.pathPrefix}/recordings/${recordingId}`, {}, headers);
	}

	listRecordings(): Promise<{ recordings: { id: string }[] }> {
		// @expect GET /call/api/admin/recordings
		return this.getRequest(`${this.pathPrefix}/admin/recordings`, this.adminHeaders());
	}

	deleteRecording(recordingId: string): Promise<void> {
		const headers = this.adminHeaders();
		// @expect DELETE /call/api/admin/recordings/{recordingId}
		return this.deleteRequest(`${this.pathPrefix}/admin/recordings/${recordingId}`, headers);
	}

	private postRequest(path: string, body: any, headers?: HttpHeaders): Promise<any> {
		return lastValueFrom(this.http.post<any>(path, body, { headers }));
	}

	private getRequest(path: string, headers?: HttpHeaders): Promise<any> {
		return lastValueFrom(this.http.get(path, { headers }));
	}

	private putRequest(path: string, body: any = {}, headers?: HttpHeaders): Promise<any> {
		return lastValueFrom(this.http.put<any>(path, body, { headers }));
	}

	private deleteRequest(path: string, headers?: HttpHeaders): Promise<any> {
		return lastValueFrom(this.http.delete<any>(path, { headers }));
	}
}
