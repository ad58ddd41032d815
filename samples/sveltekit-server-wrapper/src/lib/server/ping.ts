// a type of the app's own that happens to be called RequestEvent proves nothing
type RequestEvent = { fetch: (url: string) => Promise<Response> };

export function ping(event: RequestEvent) {
	// @expect-none
	return event.fetch('/api/v1/ping');
}
