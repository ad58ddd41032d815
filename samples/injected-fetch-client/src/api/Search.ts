export class Search {
  constructor(private readonly send: typeof fetch) {}

  query(text: string) {
    // @expect GET /search/v2
    return this.send(`/search/v2?q=${encodeURIComponent(text)}`);
  }
}

export const search = new Search(window.fetch);
