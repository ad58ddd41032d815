import { client } from '../api/client';

export function seedProject(id: string) {
  // @expect-none
  return client.post(`/admin/seed/${id}`, { members: 3 });
}
