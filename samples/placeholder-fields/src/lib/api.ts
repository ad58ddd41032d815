import { Routes } from './classes';

const routes = new Routes();

export async function getDevices() {
	// @expect-none (never called: GET /api/v1/node is no Tool)
	return fetch(routes.nodes);
}

export async function removeDevice(deviceID: string) {
	// @expect DELETE /api/v1/node/{deviceID}
	return fetch(`/api/v1/node/${deviceID}`, { method: 'DELETE' });
}

export async function updateTags(deviceID: string, tags: string[]) {
	// @expect POST /api/v1/node/{deviceID}/tags
	return fetch(`/api/v1/node/${deviceID}/tags`, { method: 'POST', body: JSON.stringify({ tags }) });
}

export async function listFiles(folderId: string) {
	// @expect GET /api/v1/folders/{folderId}/files
	return fetch(`/api/v1/folders/${folderId}/files`);
}
