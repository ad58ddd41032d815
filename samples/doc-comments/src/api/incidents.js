/**
 * @file Incident requests.
 * Copyright (c) 2024 Uptime Watchers. Licensed under the MIT License.
 */
export function listIncidents(page) {
	// the banner heads the file: no description of this function
	// @expect GET /api/v1/incidents
	return fetch(`/api/v1/incidents?page=${page}`).then((r) => r.json());
}
