// A tenant prefix kept in the session: every call of this client is under /v2, or under the
// tenant's own root.
const root = sessionStorage.getItem('tenant') ? `/v2/tenants/${sessionStorage.getItem('tenant')}` : '/v2';

export function tenantGet(path) {
  return fetch(root + path).then((res) => res.json());
}

export function loadInvoices() {
  // @expect GET /v2/invoices
  return tenantGet('/invoices');
}
