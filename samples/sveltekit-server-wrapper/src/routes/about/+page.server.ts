import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageServerLoad } from './$types';
import { api } from '$lib/server/api';

// reads a file on the server, yet is the app's own page: its backend call is the client's
export const load: PageServerLoad = async (event) => {
	const notes = readFileSync(join(process.cwd(), 'NOTES.md'), 'utf8');
	// @expect GET /api/v1/status
	const status = await api('/status', event);
	return { notes, status: await status.json() };
};
