// A generic record: its URL and its method come from its own fields, whoever made it.
export default class Record {
  attrs: { type: string; id?: string };

  constructor(attrs: { type: string; id?: string }) {
    this.attrs = attrs;
  }

  save(changes: object) {
    return fetch(this.url(), {
      method: this.attrs.id ? "PATCH" : "POST",
      body: JSON.stringify({ type: this.attrs.type, changes }),
    });
  }

  url(): string {
    return "/api/" + this.attrs.type + (this.attrs.id ? "/" + this.attrs.id : "");
  }
}
