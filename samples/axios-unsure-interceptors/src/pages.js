import { reports, users, teams } from './clients'

export async function loadReport(id) {
  // @expect GET /api/reports/{id}
  const res = await reports.get(`/${id}`)
  return res.status === 200 ? res.data.rows : []
}

export async function loadUsers() {
  // @expect GET /api/users/
  const res = await users.get('/')
  return res.headers['x-total-count']
}

export async function loadTeams() {
  // @expect GET /api/teams/
  const body = await teams.get('/')
  return body.teams.map((t) => t.name)
}
