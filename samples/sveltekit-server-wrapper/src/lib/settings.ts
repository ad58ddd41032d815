/** Called by a universal load with the fetch it was handed. */
export async function loadSettings(fetch: typeof globalThis.fetch) {
	// @expect GET /api/v1/settings/system
	const res = await fetch('/api/v1/settings/system');
	return res.json();
}
