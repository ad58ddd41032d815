import {LitElement, html} from 'lit';
import {customElement, state} from 'lit/decorators.js';
import {DefaultApiInterface, Widget} from 'widgets-openapi';

/** The admin page: its client is the generated API the page publishes on window. */
@customElement('widgets-admin-page')
export class WidgetsAdminPage extends LitElement {
  _client: DefaultApiInterface = window.widgetsApi;

  @state()
  widgets: Widget[] = [];

  async connectedCallback() {
    super.connectedCallback();
    // @expect GET /api/v1/widgets
    this.widgets = await this._client.listWidgets();
  }

  async addOwner(widgetId: number, userId: number) {
    // @expect PUT /api/v1/widgets/{widgetId}/owners/{userId}
    await this._client.addWidgetOwner({widgetId, userId});
  }

  render() {
    return html`<ul>${this.widgets.map(w => html`<li>${w.name}</li>`)}</ul>`;
  }
}
