import { Injectable } from '@angular/core';

interface Credentials {
	username: string;
	password: string;
}

// The names and passwords the login pages stored for this tab.
@Injectable({ providedIn: 'root' })
export class CredentialsService {
	participant(): Credentials {
		return JSON.parse(sessionStorage.getItem('participant') || 'null');
	}

	admin(): Credentials | null {
		return JSON.parse(sessionStorage.getItem('admin') || 'null');
	}
}
