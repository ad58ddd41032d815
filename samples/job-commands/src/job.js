// One endpoint, one field (command) naming the family and another (action) naming the
// operation: pause, resume and toggle are three Tools, never one named after pause.
import { issueCommand } from "./client";

const url = "/api/job";

export function start(parameters) {
  // @expect POST /api/job
  return issueCommand(url, "start", { ...parameters }, {});
}

export function pause(parameters) {
  // @expect POST /api/job
  return issueCommand(url, "pause", { ...parameters, action: "pause" }, {});
}

export function resume(parameters) {
  // @expect POST /api/job
  return issueCommand(url, "pause", { ...parameters, action: "resume" }, {});
}

export function togglePause() {
  // @expect POST /api/job
  return issueCommand(url, "pause", { action: "toggle" }, {});
}

export function cancel() {
  // @expect POST /api/job
  return issueCommand(url, "cancel", { timeout: 30 });
}
