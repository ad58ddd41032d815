// Restoring a backup replaces the data the account holds; importing a feed adds one.
import axios from "axios";

export async function restoreBackup(form: HTMLFormElement) {
  const formData = new FormData(form);
  const file = formData.get("file") as File | null | undefined;
  if (!file || file.size === 0) {
    return { message: "no file selected" };
  }
  if (!window.confirm("Restoring deletes all your current data. Continue?")) {
    return { message: "cancelled" };
  }
  const body = new FormData();
  body.append("file", file);
  body.append("confirm", "yes");
  // @expect POST /api/backup/import/
  const res = await fetch("/api/backup/import/", { method: "POST", body });
  return res.json();
}

export function restoreDatabase(dump: File) {
  const body = new FormData();
  body.append("dump", dump);
  // @expect POST /api/db/restore
  return axios.post("/api/db/restore", body);
}

export function importContacts(rows: { name: string; email: string }[]) {
  // @expect POST /api/contacts/import
  return axios.post("/api/contacts/import", { rows });
}

export function restoreItem(id: number) {
  // @expect POST /api/items/{id}/restore
  return axios.post(`/api/items/${id}/restore`);
}
