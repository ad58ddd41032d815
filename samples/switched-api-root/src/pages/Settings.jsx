import { jsonRequest, request } from '../lib/request';
import { loadInvoices } from '../lib/tenant';
import { listReports } from '../lib/workspaceClient';

export const invoices = () => loadInvoices();
export const reports = () => listReports();

export async function loadSettings() {
  // @expect GET /api/settings
  return jsonRequest('/settings');
}

export async function saveSchedule(cron) {
  // @expect PATCH /api/settings/schedule
  return request('/settings/schedule', 'PATCH', { value: cron });
}

export async function removeResult(id) {
  // @expect DELETE /api/results/{id}
  return request('/results/' + id, 'DELETE');
}
