// A GET whose path names an action and that nothing pairs with: it stays a guessed write.
import axios from "axios";

export function applyBackup(id: number) {
  // @expect GET /api/backups/{id}/apply
  return axios.get(`/api/backups/${id}/apply`);
}

export function listBackups() {
  // @expect GET /api/backups
  return axios.get<{ id: number; name: string }[]>("/api/backups");
}
