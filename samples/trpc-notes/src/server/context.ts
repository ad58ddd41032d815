export interface Context {
  session: { user: { id: string } } | null;
}
