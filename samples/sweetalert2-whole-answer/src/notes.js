// SweetAlert2 resolves every close (confirm, cancel, backdrop, Escape) with an object, so only
// its members say the user confirmed; the sweetalert package's swal() resolves null on a cancel.
import axios from "axios";
import Swal from "sweetalert2";

export async function purgeNotes() {
  const result = await Swal.fire({ title: "Purge every note?", showCancelButton: true });
  if (!result) return;                       // always an object: this guards nothing
  // @expect DELETE /api/notes
  await axios.delete("/api/notes");
}

export async function archiveNote(id) {
  const result = await Swal.fire({ title: "Archive this note?", showCancelButton: true });
  if (!result.isConfirmed) return;
  // @expect POST /api/notes/{id}/archive
  await axios.post(`/api/notes/${id}/archive`);
}

export async function removeNote(id) {
  const result = await Swal.fire({ title: "Remove this note?", showCancelButton: true });
  if (result.isDismissed) return;
  // @expect DELETE /api/notes/{id}
  await axios.delete(`/api/notes/${id}`);
}

export function pinNote(id) {
  Swal.fire({ title: "Pin this note?", showCancelButton: true }).then((answer) => {
    if (answer) {
      // @expect PUT /api/notes/{id}/pin
      axios.put(`/api/notes/${id}/pin`);
    }
  });
}
