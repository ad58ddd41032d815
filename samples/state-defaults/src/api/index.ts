import { r } from "./client"

// paths: an array of strings, max_depth: an integer; the one caller leaves both to their defaults
// @expect POST /api/admin/index/build
export const buildIndex = async (paths = ["/"], max_depth = -1) => r.post("/admin/index/build", { paths, max_depth })

// every caller passes both: their types only, no default
// @expect POST /api/admin/index/update
export const updateIndex = async (paths = [], max_depth = -1) => r.post("/admin/index/update", { paths, max_depth })

export const listFiles = (path: string = "/", password = "", page = 1, refresh = false) =>
  // @expect POST /api/fs/list
  r.post("/fs/list", { path, password, page, refresh })

export function renameFile(path, name = "untitled") {
  // @expect POST /api/fs/rename
  return r.post("/fs/rename", { path, name })
}
