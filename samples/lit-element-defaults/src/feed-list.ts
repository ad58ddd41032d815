import {LitElement, html} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
// an editor's stray auto-import: the element still runs in the browser
import {get} from 'http';

/** The feeds of one folder; a page may point it at another list. */
@customElement('feed-list')
export class FeedList extends LitElement {
  @property()
  path = '/api/feeds';

  @property({type: String, attribute: 'refresh-endpoint'})
  refreshEndpoint = '/api/feeds/refresh';

  @state()
  countUrl = '/api/feeds/count';

  async load() {
    // @expect GET /api/feeds
    const res = await fetch(this.path);
    return res.json();
  }

  refresh() {
    // @expect POST /api/feeds/refresh
    return fetch(this.refreshEndpoint, {method: 'POST'});
  }

  count() {
    // @expect GET /api/feeds/count
    return fetch(this.countUrl);
  }

  render() {
    return html`<button @click=${this.refresh}>Refresh</button>`;
  }
}
