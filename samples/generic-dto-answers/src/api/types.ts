import type { components, paths } from "./schema";

// A DTO alias indexed by its type parameter: each use names one schema.
export type ApiDto<K extends keyof components["schemas"]> = components["schemas"][K];

export type BookmarkDto = ApiDto<"Bookmark">;
export type BookmarkUpdateRequestDto = ApiDto<"BookmarkUpdateRequest">;
export type TagDto = components["schemas"]["Tag"];
export type BookmarkAnswer =
    paths["/bookmarks/{id}"]["get"]["responses"][200]["content"]["application/json"];
// A key that is no schema's: nothing to read.
export type UnknownDto = ApiDto<"Missing">;
