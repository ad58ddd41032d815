import api, { pageApi } from "./api";

export interface Charger {
  id: number;
  title: string;
  maxCurrent: number;
}

export async function listChargers(): Promise<Charger[]> {
  // @expect GET /api/chargers
  const { data } = await api.get<Charger[]>("chargers");
  return data;
}

export async function setMaxCurrent(id: number, current: number): Promise<void> {
  // @expect POST /api/chargers/{id}/maxcurrent/{current}
  await api.post(`chargers/${id}/maxcurrent/${current}`);
}

export async function removeCharger(id: number): Promise<void> {
  // @expect DELETE /api/chargers/{id}
  await api.delete(`chargers/${id}`);
}

export async function providerLogin(providerId: string): Promise<string> {
  // @expect GET /providerauth/login
  const { data } = await pageApi.get<{ loginUri: string }>(
    `providerauth/login?id=${encodeURIComponent(providerId)}`);
  return data.loginUri;
}
