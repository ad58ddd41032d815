import { api } from '../boot/axios';

export default {
  getAudits() {
    // @expect GET /api/audits
    return api.get('audits');
  },

  deleteAudit(auditId) {
    // @expect DELETE /api/audits/{auditId}
    return api.delete(`audits/${auditId}`);
  }
};
