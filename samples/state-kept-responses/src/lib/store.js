// Module state a loader fills from awaited answers; a field of another object named data
// is no read of any answer.
import axios from 'axios';

export let items = [];
export let total = 0;
export let settings = {};
let title = '';
const cache = { data: { title: 'cached' } };

export async function loadItems() {
  // @expect GET /api/items
  const res = await axios.get('/api/items');
  items = res.data.items;
  total = res.data.total;
  title = cache.data.title;
}

export function loadSettings() {
  // @expect GET /api/settings
  return axios.get('/api/settings').then((res) => {
    settings = { ...settings, ...res.data.preferences };
  });
}

export function rotateKey(id) {
  // @expect POST /api/integrations/{id}/rotate
  return axios.post(`/api/integrations/${id}/rotate`).then((res) => {
    if (res.data.ok) {
      settings = { ...settings, apiKey: res.data.api_key };
    }
  });
}
