import { useGardenApi } from "../composables/use-api";

export async function loadSeed(token: string, id: string) {
  const api = useGardenApi(token);
  return api.seeds.get(id);
}
