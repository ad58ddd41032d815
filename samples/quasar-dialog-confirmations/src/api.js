export default {
  deleteAll() {
    // @expect DELETE /api/vulnerabilities
    return fetch('/api/vulnerabilities', { method: 'DELETE' });
  },
  deleteAudit(id) {
    // @expect DELETE /api/audits/{id}
    return fetch(`/api/audits/${id}`, { method: 'DELETE' });
  },
  revertSettings() {
    // @expect PUT /api/settings/revert
    return fetch('/api/settings/revert', { method: 'PUT' });
  },
  renameAudit(id, name) {
    // @expect PATCH /api/audits/{id}
    return fetch(`/api/audits/${id}`, { method: 'PATCH', body: JSON.stringify({ name }) });
  },
  archiveAudit(id) {
    // @expect POST /api/audits/{id}/archive
    return fetch(`/api/audits/${id}/archive`, { method: 'POST' });
  },
  publishAudit(id) {
    // @expect POST /api/audits/{id}/publish
    return fetch(`/api/audits/${id}/publish`, { method: 'POST' });
  },
};
