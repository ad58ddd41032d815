// A patch that clears a field by sending null, and leaves one out by sending undefined.
import { api } from './client';

/** Re-file a filament: a blank vendor is sent as null, which clears its vendor. */
export function refileFilament(id, vendorId, spoolWeight, comment) {
  // @expect PATCH /api/filaments/{id}
  return api.patch(`/filaments/${id}`, {
    vendor_id: vendorId ? Number(vendorId) : null,
    spool_weight: spoolWeight ?? null,
    comment: comment ? String(comment) : undefined,
  });
}
