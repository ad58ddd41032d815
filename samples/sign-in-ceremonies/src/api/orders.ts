import { http } from '../http';

// Business calls: an order code and a shipping state are not OAuth's code and state.
export async function listOrders() {
  // @expect GET /api/orders
  const res = await http.get('/orders');
  return res.data;
}

export async function updateAddress(id: string, code: string, state: string) {
  // @expect PUT /api/orders/{id}/address
  const res = await http.put(`/orders/${id}/address`, { code, state });
  return res.data;
}
