import $ from 'jquery';

// The embedded status panel is served under the app's own folder: its URLs carry no leading
// '/', so the browser resolves them against the page's address, not the site root.
export function loadStatus() {
  // @expect GET /control/status
  return $.getJSON('control/status');
}

export function restartAgent(agentId) {
  // @expect POST /control/agents/{agentId}/restart
  return $.post(`./control/agents/${agentId}/restart`);
}
