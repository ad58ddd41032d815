import { reports, uploads } from '$lib/http/client';

export async function listLogs(carId: string) {
  // @expect GET /api/cars/{carId}/logs
  return reports.get(`/cars/${carId}/logs`);
}

export async function uploadLog(carId: string, file: string) {
  // @expect POST /api/cars/{carId}/uploads
  return uploads.post(`/cars/${carId}/uploads`, { file });
}
