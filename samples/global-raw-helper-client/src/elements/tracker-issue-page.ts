import {LitElement, html} from 'lit';
import {customElement} from 'lit/decorators.js';

/** An issue's page: it calls the global client's named and generic helpers directly. */
@customElement('tracker-issue-page')
export class TrackerIssuePage extends LitElement {
  issue: unknown = null;

  async load(issueId: number) {
    this.issue = await window.trackerClient.getIssue(issueId);
  }

  handleDelete(issueId: number) {
    // @expect DELETE /api/v0/issues/{issueId}
    window.trackerClient.doDelete(`/issues/${issueId}`).then(() => {
      window.location.href = '/';
    });
  }

  handleStar(issueId: number) {
    // @expect POST /api/v0/issues/{issueId}/star
    window.trackerClient.doPost(`/issues/${issueId}/star`, {starred: true});
  }

  handleArchive(issueId: number) {
    // The legacy client's type is declared from a module the folder does not hold: this
    // call's endpoint is a review item, never a guess.
    // @expect-none
    window.legacyClient.doDelete(`/archive/${issueId}`);
  }

  handleRestore(issueId: number) {
    // Nor is a named method of it followed: the global's calls are one review item.
    // @expect-none
    return window.legacyClient.restoreIssue(issueId);
  }

  render() {
    return html`<button @click=${() => this.handleDelete(1)}>Delete</button>`;
  }
}
