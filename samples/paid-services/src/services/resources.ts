import axios from 'axios';

export function miners() {
  // @expect-none
  return axios.get('/resources/miners.json');
}

export function assets(network: string) {
  // @expect-none
  return axios.get(`/resources/assets-${network}.json`);
}

export function exportBlocks() {
  // @expect GET /api/export.json
  return axios.get('/api/export.json');
}
