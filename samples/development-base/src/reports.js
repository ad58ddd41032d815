// A Vite client: import.meta.env.DEV is true only under the development server.
const isDevelopment = import.meta.env.DEV;
const reportsBase = isDevelopment ? 'http://127.0.0.1:9090' : window.reportsOrigin;

export function listReports() {
  // @expect GET /reports
  return fetch(`${reportsBase}/reports`).then((r) => r.json());
}

// A mode test the other way round: the development default second.
const statsBase = import.meta.env.MODE !== 'development' ? '/stats-api' : 'http://localhost:8000';

export function getTotals() {
  // @expect GET /stats-api/totals
  return fetch(`${statsBase}/totals`).then((r) => r.json());
}

// A variable the project names itself proves no build mode: both choices stay.
const legacyBase = process.env.DEV ? 'http://localhost:6060' : 'https://legacy.example.org';

export function listArchives() {
  // @expect GET /archives
  return fetch(`${legacyBase}/archives`).then((r) => r.json());
}
