// A URL helper that sets a query member only when the caller gives it (rule
// query.guarded-member): every filter, including the flag tested against null, is optional.
export interface ExportFilters {
  tag?: string;
  read_later?: boolean;
}

export function buildExportUrl(format: "json" | "csv", filters: ExportFilters = {}): string {
  const params = new URLSearchParams({ format });
  if (filters.tag) params.set("tag", filters.tag);
  if (filters.read_later != null) params.set("read_later", filters.read_later ? "true" : "false");
  return `/api/export?${params.toString()}`;
}

export async function downloadExport(format: "json" | "csv", filters: ExportFilters = {}) {
  const url = buildExportUrl(format, filters);
  // @expect GET /api/export
  const res = await fetch(url);
  return res.blob();
}
