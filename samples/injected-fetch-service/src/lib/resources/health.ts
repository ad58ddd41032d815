export type Health = { version: string; domain: string };

/** A chosen fetch held in a constant first, `window.fetch` the default. */
export async function healthcheck(customFetch?: typeof fetch): Promise<Health> {
	const send = customFetch || window.fetch;
	// @expect GET /api/v1/healthcheck
	const response = await send('/api/v1/healthcheck');
	return response.json();
}
