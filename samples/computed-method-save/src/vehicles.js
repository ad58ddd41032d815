import apiClient from "./apiClient";

// Create and update share one URL: the id segment is there exactly when the method is PUT.
export function saveFuelLog(vehicleId, log) {
  const method = log.id ? "PUT" : "POST";
  const url = `/vehicles/${vehicleId}/fuel-logs/${log.id || ""}`;
  // @expect POST /api/vehicles/{vehicleId}/fuel-logs
  return apiClient[method.toLowerCase()](url, log);
}

// The method is the caller's: each verb the callers pass is one request.
export function saveVehicle(vehicle, method) {
  // @expect POST /api/vehicles/
  return apiClient[method.toLowerCase()]("/vehicles/", vehicle);
}

// No caller shows the method: a reviewed site, never a silent gap.
export function sendReminder(reminder, verb) {
  // @expect-none
  return apiClient[verb]("/reminders/", reminder);
}
