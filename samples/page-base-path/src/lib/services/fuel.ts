const API = `${import.meta.env.BASE_URL}api`;

export async function listFuelLogs(carId: string) {
  // @expect GET /api/cars/{carId}/fuel
  const response = await fetch(`${API}/cars/${carId}/fuel`);
  return response.json();
}
