import { client } from "./client";

export function listJobs() {
  // @expect GET /api/jobs
  return client.request("GET", "jobs");
}

export function startJob(file) {
  // @expect POST /api/jobs
  return client.request("POST", "jobs", { file: file });
}

export function cancelJob() {
  // @expect DELETE /api/jobs/current
  return client.request("DELETE", "jobs/current");
}

// A header this caller chooses per call stays an input of its Tool.
export function moveHead(axis, distance, profile) {
  // @expect POST /api/printer/head
  return client.request("POST", "printer/head", { axis: axis, distance: distance },
                        { "X-Printer-Profile": profile });
}
