export class ReportsApi {
  list() {
    // @expect GET /api/reports
    return fetch("/api/reports").then((r) => r.json());
  }
}
