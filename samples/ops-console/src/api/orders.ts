import { api } from './client';
import { problemOf } from './errors';

export type OrderStatus = 'open' | 'paid' | 'shipped' | 'cancelled';

/** Why an operator may cancel an order (the choices of the cancel dialog). */
export const CANCEL_REASONS = ['customer-request', 'fraud', 'duplicate'] as const;
export type CancelReason = typeof CANCEL_REASONS[number];

export interface Order {
  id: string;
  status: OrderStatus;
  totalCents: number; reference?: string | number;  // older orders: a numeric reference
}

/** Lists the workspace's orders in one status. */
export async function listOrders(status: OrderStatus) {
  // @expect GET /orders
  const res = await api.get<{ orders: Order[] }>('/orders', { params: { status } });
  return res.data.orders;
}

/** Cancels an open order; the customer is not charged. */
export async function cancelOrder(orderId: string, reason: CancelReason) {
  try {
    // @expect POST /orders/{orderId}/cancel
    const res = await api.post<Order>(`/orders/${orderId}/cancel`, { reason });
    return res.data;
  } catch (err: any) {
    if (err.response?.status === 409) {
      throw new Error(`order ${orderId} can no longer be cancelled: ${err.response.data.code}`);
    }
    throw err;
  }
}

function isNetworkError(err: any): boolean {
  return !err.response;
}

/**
 * Refunds part of a paid order to the customer's card.
 *
 * The idempotency key is made once for this refund and sent again on every retry, so a
 * retried request never refunds twice.
 */
export async function refundOrder(orderId: string, amountCents: number,
                                  refundKey: string = crypto.randomUUID()) {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // @expect POST /orders/{orderId}/refunds
      const res = await api.post(`/orders/${orderId}/refunds`, { amount_cents: amountCents },
        { headers: { 'Idempotency-Key': refundKey } });
      return res.data;
    } catch (err: any) {
      if (isNetworkError(err)) continue;
      const problem = problemOf(err);
      if (err.response.status === 422 && err.response.data.code === 'amount_too_large') {
        throw new Error(problem.message);
      }
      throw err;
    }
  }
  throw new Error('refund outcome unknown: check the order before trying again');
}
