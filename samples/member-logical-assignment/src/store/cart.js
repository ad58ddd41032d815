import { csrfFetch } from './csrf';

export const fetchCartItems = () => async (dispatch) => {
  // @expect GET /api/cart_items
  const res = await csrfFetch('/api/cart_items');
  dispatch({ type: 'cart/receive', items: await res.json() });
};

export const updateCartItem = (item) => async (dispatch) => {
  // @expect PATCH /api/cart_items/{id}
  const res = await csrfFetch(`/api/cart_items/${item.id}`, {
    method: 'PATCH',
    body: { cart_item: { quantity: item.quantity } },
  });
  dispatch({ type: 'cart/receive-item', item: await res.json() });
};

export const addCartItem = (productId, quantity) => async (dispatch) => {
  // @expect POST /api/cart_items
  const res = await csrfFetch('/api/cart_items', {
    method: 'POST',
    body: { cart_item: { product_id: productId, quantity } },
  });
  dispatch({ type: 'cart/receive-item', item: await res.json() });
};

export const removeCartItem = (itemId) => async (dispatch) => {
  // @expect DELETE /api/cart_items/{itemId}
  await csrfFetch(`/api/cart_items/${itemId}`, { method: 'DELETE' });
  dispatch({ type: 'cart/remove-item', itemId });
};
