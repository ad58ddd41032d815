import { deleteOrder, useApproveOrder, useListOrders } from '../gen/api/orders';

export function OrdersPage() {
  const orders = useListOrders();
  const approve = useApproveOrder();

  return (
    <ul>
      {orders.data?.map((order) => (
        <li key={order.id}>
          {order.id}
          <button onClick={() => approve.mutate({ orderId: order.id, params: { warehouse: 'main' } })}>
            Approve
          </button>
          <button onClick={() => deleteOrder(order.id)}>Delete</button>
        </li>
      ))}
    </ul>
  );
}
