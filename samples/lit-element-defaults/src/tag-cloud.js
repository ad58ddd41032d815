import {LitElement, html} from 'lit';

/** The tag cloud; its source is an attribute of the element. */
export class TagCloud extends LitElement {
  static properties = {
    source: {type: String},
    limit: {type: Number},
  };

  source = '/api/tags';
  limit = 20;

  load() {
    // @expect GET /api/tags
    return fetch(`${this.source}?limit=${this.limit}`).then((r) => r.json());
  }

  render() {
    return html`<ul></ul>`;
  }
}
customElements.define('tag-cloud', TagCloud);
