export interface Namespace {
  key: string
  name: string
  description?: string
  protected: boolean
}

export interface Segment {
  key: string
  matchType: "ALL" | "ANY"
}
