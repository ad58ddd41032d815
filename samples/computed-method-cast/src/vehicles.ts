import { apiClient } from './http';

export interface Vehicle {
  id?: string;
  name: string;
}

// The verb is the caller's, passed on from the form through saveVehicleWithPhoto.
const saveVehicle = async (vehicle: Vehicle, method: 'PUT' | 'POST') => {
  // @expect PUT /api/vehicles/
  return apiClient[method.toLowerCase() as 'put' | 'post']('/vehicles/', vehicle);
};

export const saveVehicleWithPhoto = async (vehicle: Vehicle, photo: File | undefined,
                                           method: 'PUT' | 'POST') => {
  if (photo) vehicle.name = `${vehicle.name} (${photo.name})`;
  if (!photo && vehicle.id) return saveVehicle({ ...vehicle }, method);
  return saveVehicle(vehicle, method);
};

// No caller shows the verb: a reviewed site naming the parameter, never a silent gap.
export const sendRaw = async (path: string, verb: string) => {
  // @expect-none
  return apiClient[verb as 'get'](path);
};
