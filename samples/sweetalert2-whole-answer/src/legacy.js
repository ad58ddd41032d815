// The sweetalert package (v2): swal() resolves true on a confirm and null on a cancel.
import axios from "axios";
import swal from "sweetalert";

export async function clearTrash() {
  const ok = await swal({ title: "Empty the trash?", buttons: true });
  if (!ok) return;
  // @expect DELETE /api/trash
  await axios.delete("/api/trash");
}
