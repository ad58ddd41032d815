// Data classes: every field starts blank and is filled from the server's answer.
export class Device {
	public id: string = '';
	public name: string = '';
	public tags: string[] = [];

	public constructor(init?: Partial<Device>) {
		Object.assign(this, init);
	}
}

export class User {
	public id: string = '';
	public name: string = '';
}

// A settings class: its initial values are the values used.
export class Routes {
	public nodes = '/api/v1/node';
}

// A session: the blank user id is filled in by login().
export class Session {
	public userId = '';

	login(user: User) {
		this.userId = user.id;
	}

	profile() {
		// @expect GET /api/v1/user/{userId}/profile
		return fetch(`/api/v1/user/${this.userId}/profile`);
	}
}
