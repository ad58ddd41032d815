import { useDataProvider, useGetList, useGetOne } from 'react-admin';

export function ReviewList({ customerId }) {
  const dataProvider = useDataProvider();
  // @expect GET /admin-api/reviews
  const { data } = useGetList('reviews', { pagination: { page: 1, perPage: 25 } });
  // @expect GET /admin-api/customers/{id}
  const { data: customer } = useGetOne('customers', { id: customerId });
  const reject = (id) =>
    // @expect DELETE /admin-api/reviews/{id}
    dataProvider.delete('reviews', { id });
  return <button onClick={() => reject(data[0].id)}>Reject {customer.name}</button>;
}
