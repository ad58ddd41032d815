import AuditService from './services/audit';

export function onDrop(auditId, event) {
  return AuditService.moveFinding(auditId, { oldIndex: event.oldIndex, newIndex: event.newIndex });
}

export function onSwap(auditId, first, second) {
  return AuditService.swapSections(auditId, first, second);
}

export function onMove(auditId, sectionId, position) {
  return AuditService.moveSection(auditId, sectionId, position);
}

export function onSort(auditId, ids) {
  return AuditService.reorderSections(auditId, ids);
}

export function onSave(auditId, general) {
  return AuditService.updateGeneral(auditId, general);
}
