// Confirmations read from a promise: Element Plus settles ElMessageBox.confirm only on a yes,
// SweetAlert answers every close and the callback, or the function awaiting it, tests
// result.isConfirmed.
import axios from "axios";
import { ElMessageBox } from "element-plus";
import Swal from "sweetalert2";

async function loadTags(page) {
  // @expect POST /api/tags/list
  return axios.post("/api/tags/list", { page });
}

export function removeTag(tag) {
  ElMessageBox.confirm("Delete this tag?", "Warning", { type: "warning" }).then(async () => {
    // @expect DELETE /api/tags/{id}
    await axios.delete(`/api/tags/${tag.id}`);
    await loadTags(1);
  });
}

export function mergeTags(from, into) {
  Swal.fire({ title: "Merge the two tags?", showCancelButton: true }).then((result) => {
    if (result.isConfirmed) {
      // @expect POST /api/tags/{id}/merge
      axios.post(`/api/tags/${from.id}/merge`, { into: into.id });
    }
  });
}

export function renameTag(tag, name) {
  Swal.fire({ title: "Renamed", text: "The tag has a new name." }).then((result) => {
    if (result.isDismissed) {
      // @expect PUT /api/tags/{id}
      axios.put(`/api/tags/${tag.id}`, { name });
    }
  });
}

export function showTags() {
  loadTags(1);
}

// the answer awaited, then tested before any other call
export async function purgeTags() {
  const result = await Swal.fire({ title: "Purge the unused tags?", showCancelButton: true });
  if (!result.isConfirmed) return;
  // @expect DELETE /api/tags/unused
  await axios.delete("/api/tags/unused");
}
