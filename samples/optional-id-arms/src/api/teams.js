// A request function whose callers all leave the team out: only the list is sent.
export function loadTeams(teamId) {
  // @expect GET /api/teams
  return fetch(teamId == null ? '/api/teams' : `/api/teams/${teamId}`).then((r) => r.json());
}
