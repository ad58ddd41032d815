/** English UI strings of the console. */
export const en = {
  documents: {
    title: 'Documents',
    delete: 'Delete document',
    deleteConfirm: 'Delete this document and its attachments? This cannot be undone.',
    attach: 'Attach a file',
    search: 'Search documents',
  },
  orders: {
    cancel: 'Cancel order',
    cancelConfirm: 'Cancel this order? The customer will not be charged.',
    refund: 'Refund order',
    import: 'Import orders from a spreadsheet',
  },
  incidents: {
    acknowledge: 'Acknowledge incident',
    acknowledgeConfirm: 'Acknowledge this incident? Paging stops for everyone on call.',
  },
};
