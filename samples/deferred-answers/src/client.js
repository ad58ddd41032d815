import axios from 'axios';

// A helper handing the answer back through a promise of its own.
export function getInvoice(id) {
  return new Promise((resolve, reject) => {
    // @expect GET /api/invoices/{id}
    axios.get(`/api/invoices/${id}`).then((r) => resolve(r.data)).catch(reject);
  });
}

export async function showInvoice(id) {
  const invoice = await getInvoice(id);
  return `${invoice.number}: ${invoice.total} (${invoice.lines.map((l) => l.sku).join(', ')})`;
}
