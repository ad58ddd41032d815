import axios from "axios";

interface RunRequest {
  mode: string;
  limit: number;
  dryRun?: boolean;
}

// One of two object literals is the body: their fields are united; a field one branch sends
// as a literal needs no input there, so it is optional with that literal as its default.
export function runJob(req?: RunRequest) {
  let body;
  if (req) {
    body = { mode: req.mode, limit: req.limit, dryRun: req.dryRun };
  } else {
    body = { mode: "all", limit: 10 };
  }
  // @expect POST /api/jobs/run
  return axios.post("/api/jobs/run", body);
}

// A ternary between two object literals: `force` is sent by one only, `reason` by both.
export function stopJob(id: string, reason: string, force: boolean) {
  const body = force ? { reason, force: true } : { reason };
  // @expect POST /api/jobs/{id}/stop
  return axios.post(`/api/jobs/${id}/stop`, body);
}
