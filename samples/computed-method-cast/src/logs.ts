import { apiClient } from './http';

export interface FuelLog {
  id?: string;
  vehicleId: string;
  litres: number;
}

// The method and the URL test the same value: PUT /fuel-logs/{id} when fuelLog.id is set,
// POST /fuel-logs/ when it is not; never a POST with an id input.
export const saveFuelLog = async (fuelLog: FuelLog) => {
  const method = fuelLog.id ? 'PUT' : 'POST';
  const url = `/vehicles/${fuelLog.vehicleId}/fuel-logs/${fuelLog.id || ''}`;
  // @expect POST /api/vehicles/{vehicleId}/fuel-logs
  return apiClient[method.toLowerCase() as 'put' | 'post'](url, fuelLog);
};

// Negated test, `??` fallback, `satisfies` and `!` around the key: the same pairing.
export const saveTrip = async (trip: FuelLog) => {
  const verb = !trip.id ? 'post' : 'put';
  const url = `/trips/${trip.id ?? ''}`;
  // @expect PUT /api/trips/{id}
  return apiClient[(verb satisfies string)!](url, trip);
};

// The method tests a flag, the URL the id: nothing proves they go together, so each method
// is sent with and without the id segment, never one POST requiring an id.
export const saveStop = async (stop: FuelLog, editing: boolean) => {
  const method = editing ? 'PUT' : 'POST';
  // @expect POST /api/stops/
  return apiClient[method.toLowerCase() as 'put' | 'post'](`/stops/${stop.id || ''}`, stop);
};

// One method, an optional last segment: both URLs.
export const postNote = async (note: FuelLog) => {
  // @expect POST /api/notes/{id}
  return apiClient.post(`/notes/${note.id || ''}`, note);
};
