import {LitElement, html} from 'lit';
import {customElement, state} from 'lit/decorators.js';
import {DefaultApiInterface, Widget} from 'widgets-openapi';

/**
 * The report page reads a second global that no Window declaration types: the field's own
 * declared type says which client it holds.
 */
@customElement('widgets-report-page')
export class WidgetsReportPage extends LitElement {
  private _client: DefaultApiInterface = (window as any).reportsApi;

  @state()
  stale: Widget[] = [];

  async connectedCallback() {
    super.connectedCallback();
    // @expect GET /api/v1/widgets/stale
    this.stale = await this._client.listStaleWidgets({olderThanDays: 30});
  }

  render() {
    return html`<p>${this.stale.length} stale widgets</p>`;
  }
}
