import { base } from '$app/paths';
import { apiClient } from '../helper/api';

export interface Car {
  id: string;
  name: string;
}

export async function listCars(): Promise<Car[]> {
  // @expect GET /api/cars
  const { data } = await apiClient.get<Car[]>('/cars');
  return data;
}

export async function deleteCar(carId: string): Promise<void> {
  // @expect DELETE /api/cars/{carId}
  await apiClient.delete(`/cars/${carId}`);
}

export async function exportCars(): Promise<Blob> {
  // @expect POST /api/export
  const response = await fetch(`${base}/api/export`, { method: 'POST' });
  return response.blob();
}
