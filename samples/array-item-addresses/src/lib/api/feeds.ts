import { api } from './api';

export type RequestOptions = {
	proxy?: string;
};

// The server stores each feed and pulls it from its link, through the given proxy: an
// address inside an array item is an address the Agent gives.
export type FeedImport = {
	group_id: number;
	feeds: {
		name: string;
		link: string;
		request_options: RequestOptions;
	}[];
};

export async function importFeeds(data: FeedImport) {
	// @expect POST /api/feeds
	return await api.post('feeds', { json: data }).json<{ ids: number[] }>();
}

// A proxy deep in an object input is an address too.
export type MirrorSettings = {
	name: string;
	transport: { options: { proxy: string } };
};

export async function createMirror(settings: MirrorSettings) {
	// @expect POST /api/mirrors
	return await api.post('mirrors', { json: settings }).json<{ id: number }>();
}

// Flags and counts named like an address are none, nor is a page the browser is sent back
// to: this Tool stays closed-world.
export type ServerRules = {
	rules: {
		name: string;
		proxy: boolean;
		link_count: number;
		options: { redirect_url: string };
	}[];
};

export async function saveRules(data: ServerRules) {
	// @expect PUT /api/rules
	return await api.put('rules', { json: data });
}
