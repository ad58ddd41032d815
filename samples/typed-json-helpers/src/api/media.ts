export interface MediaLink {
  url: string;
  type: string;
  description?: string;
}
