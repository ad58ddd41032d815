import {LitElement, html} from 'lit';
import {customElement} from 'lit/decorators.js';

/** A button that deletes one widget through the global client itself. */
@customElement('widget-delete-button')
export class WidgetDeleteButton extends LitElement {
  deleteWidget(widgetId: number) {
    // @expect DELETE /api/v1/widgets/{widgetId}
    window.widgetsApi.deleteWidget({widgetId});
  }

  render() {
    return html`<button @click=${() => this.deleteWidget(Number(this.id))}>Delete</button>`;
  }
}
