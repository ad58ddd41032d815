export type Tag = { id: number; label: string; color: string };
export type Req = {
  getTags: { projectId: number };
  createTag: { projectId: number; tag: Omit<Tag, 'id'> };
  deleteTag: { projectId: number; id: number };
  getFeatures: { projectId: number; page?: number };
  updateFeature: { projectId: number; id: number; body: { name: string } };
  archiveFeature: { projectId: number; id: number };
};
export type Res = {
  tags: Tag[];
  tag: Tag;
  features: { results: { id: number; name: string }[] };
};
