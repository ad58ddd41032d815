import type {Segment} from "./types"

// a parameter declared optional may be absent: its members are optional fields
export function copySegment(segment?: Segment) {
  // @expect POST /api/v2/segments/copy
  return fetch("/api/v2/segments/copy", {method: "POST", body: JSON.stringify({...segment, copy: true})})
}

// a parameter declared without `?` is present: the members its type requires are required
export function importSegment(segment: Segment) {
  // @expect POST /api/v2/segments/import
  return fetch("/api/v2/segments/import", {method: "POST", body: JSON.stringify({...segment, imported: true})})
}
