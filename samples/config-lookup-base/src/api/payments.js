import env from '@beam-australia/react-env';

// A library's lookup, called with one literal key at two call sites: one base.
export const listInvoices = async () => {
    // @expect GET /invoices
    const res = await fetch(`${env('PAYMENTS_API_URL')}/invoices`);
    return res.json();
};

export const payInvoice = async (invoiceId) => {
    // @expect POST /invoices/{invoiceId}/pay
    const res = await fetch(`${env('PAYMENTS_API_URL')}/invoices/${invoiceId}/pay`, { method: 'POST' });
    return res.json();
};
