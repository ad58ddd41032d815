// react-admin over ra-data-simple-rest: the provider's REST dialect names the endpoints
// (rule react-admin.data-provider); <Resource> declarations are reviewed, not modelled.
import { Admin, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { ReviewList } from './Reviews';

const dataProvider = simpleRestProvider('/admin-api');

export const App = () => (
  <Admin dataProvider={dataProvider}>
    <Resource name="reviews" list={ReviewList} />
  </Admin>
);

export function approve(id) {
  // @expect PUT /admin-api/reviews/{id}
  return dataProvider.update('reviews', { id, data: { status: 'approved' } });
}
