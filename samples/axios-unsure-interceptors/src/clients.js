import axios from 'axios'

// a body unwrap only while the app runs in development: production callers get the response
export const reports = axios.create({ baseURL: '/api/reports' })
if (process.env.NODE_ENV === 'development') {
  reports.interceptors.response.use(({ data }) => data)
}

// an unwrap taken off again (a test hook, a feature flag turned off at start)
export const users = axios.create({ baseURL: '/api/users' })
const unwrap = users.interceptors.response.use((response) => response.data)
users.interceptors.response.eject(unwrap)

// always installed: callers read the body
export const teams = axios.create({ baseURL: '/api/teams' })
teams.interceptors.response.use((response) => response.data)
