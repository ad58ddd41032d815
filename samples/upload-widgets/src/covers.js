import * as FilePond from "filepond";

export function coverInput(el) {
  // @expect POST /api/covers
  return FilePond.create(el, { server: "/api/covers", name: "cover" });
}
