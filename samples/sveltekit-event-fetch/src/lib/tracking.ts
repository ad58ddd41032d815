// not a SvelteKit load, action or hook: a parameter named event is no request event
export function track(event: { fetch: (url: string) => Promise<unknown> }) {
	// @expect-none
	return event.fetch('/track/click');
}
