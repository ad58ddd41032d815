// The edit-form convention: one URL, loaded by a GET and saved by a PUT. The path's action
// word belongs to the write; the GET reads.
import axios from "axios";

const profileEditUrl = (station: string) => `/api/station/${station}/profile/edit`;

export async function profileForm(station: string) {
  // @expect GET /api/station/{station}/profile/edit
  const { data } = await axios.get<{ name: string; description: string }>(profileEditUrl(station));
  return data;
}

export function saveProfile(station: string, name: string, description: string) {
  // @expect PUT /api/station/{station}/profile/edit
  return axios.put(profileEditUrl(station), { name, description });
}
