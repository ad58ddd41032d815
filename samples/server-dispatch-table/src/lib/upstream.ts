// The upstream catalogue's requests, shared by the app's API routes and a page's server load.
const UPSTREAM = 'https://catalog.example.com/v1';

const HANDLERS: Record<string, Function> = {
	albums: albumsRequest,
	tracks: tracksRequest
} as const;

/** Dispatches on the kind its caller writes. */
export function upstream(kind: string, id: string): Promise<Response> {
	return HANDLERS[kind](id);
}

/** Called only by the lyrics API route, two calls away. */
export function lyricsFor(id: string): Promise<Response> {
	return lyricsRequest(id);
}

function albumsRequest(id: string) {
	// @expect-none
	return fetch(`${UPSTREAM}/albums/${id}`, { headers: { accept: 'application/json' } });
}

function tracksRequest(id: string) {
	// @expect GET /tracks/{id}
	return fetch(`${UPSTREAM}/tracks/${id}`, { headers: { accept: 'application/json' } });
}

function lyricsRequest(id: string) {
	// @expect-none
	return fetch(`${UPSTREAM}/lyrics/${id}`);
}
