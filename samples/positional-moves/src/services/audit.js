import axios from 'axios';

const api = axios.create({ baseURL: '/api' });

export default {
  // {oldIndex, newIndex}: a repeat moves the item that now stands at oldIndex.
  moveFinding(auditId, move) {
    // @expect PUT /api/audits/{auditId}/movefinding
    return api.put(`audits/${auditId}/movefinding`, move);
  },

  // Two sections exchange places: run twice, they swap back.
  swapSections(auditId, first, second) {
    // @expect PUT /api/audits/{auditId}/sections/swap
    return api.put(`audits/${auditId}/sections/swap`, { first, second });
  },

  // The section its id names goes to one position: a repeat leaves it there.
  moveSection(auditId, sectionId, position) {
    // @expect PUT /api/audits/{auditId}/sections/{sectionId}
    return api.put(`audits/${auditId}/sections/${sectionId}`, null, { params: { new_position: position } });
  },

  // The new order sent whole: a repeat sets the same order.
  reorderSections(auditId, ids) {
    // @expect PUT /api/audits/{auditId}/sections/reorder
    return api.put(`audits/${auditId}/sections/reorder`, { ids });
  },

  // A PUT that names the state it leaves stays idempotent, its sort order among its fields.
  updateGeneral(auditId, general) {
    // @expect PUT /api/audits/{auditId}/general
    return api.put(`audits/${auditId}/general`, { name: general.name, sortOrder: general.sortOrder });
  },
};
