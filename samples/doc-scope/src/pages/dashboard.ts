/** Loads the dashboard: the users and the groups of the team. */
export async function loadDashboard() {
	// a function making two different requests: its doc describes neither (generated)
	// @expect GET /api/members
	const members = await fetch("/api/members").then((r) => r.json());
	// @expect GET /api/groups
	const groups = await fetch("/api/groups").then((r) => r.json());
	return { members, groups };
}
