/** Lists the users of the team, newest first. */
export function listUsers() {
	// its own doc, one request: the description
	// @expect GET /api/users
	return fetch("/api/users").then((r) => r.json());
}

/** TODO: paginate the tags once the server does. */
export function listTags() {
	// a note, no description (generated)
	// @expect GET /api/tags
	return fetch("/api/tags").then((r) => r.json());
}

/** Saves the settings of the team. */
export function saveSettings(settings: { theme: string }) {
	// one endpoint reached from two places is one request: the doc is kept
	if (settings.theme === "dark") {
		// @expect PUT /api/settings
		return fetch("/api/settings", { method: "PUT", body: JSON.stringify({ ...settings, contrast: true }) });
	}
	// @expect PUT /api/settings
	return fetch("/api/settings", { method: "PUT", body: JSON.stringify(settings) });
}
