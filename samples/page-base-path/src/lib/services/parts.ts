import { base, resolve } from '$app/paths';

export async function listParts(carId: string) {
  // @expect GET /api/cars/{carId}/parts
  const response = await fetch(resolve(`/api/cars/${carId}/parts`));
  return response.json();
}

export async function getPart(carId: string, partId: string) {
  // @expect GET /api/cars/{id}/parts/{part}
  const response = await fetch(resolve('/(app)/api/cars/[id]/parts/[part]', { id: carId, part: partId }));
  return response.json();
}

export async function countParts(carId: string) {
  // the page's origin spelled out before the base path: still the same service
  // @expect GET /api/cars/{carId}/parts/count
  const response = await fetch(`${location.origin}${base}/api/cars/${carId}/parts/count`);
  return response.json();
}
