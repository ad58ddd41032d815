import axios from 'axios';

const rest = axios.create({ baseURL: '/rest' });

export function saveLastLoginIp() {
  // @expect GET /rest/saveLoginIp
  return rest.get('/saveLoginIp');
}

export function upgradeToDeluxe(paymentMode: string, paymentId: string) {
  // @expect POST /rest/deluxe-membership
  return rest.post('/deluxe-membership', { paymentMode, paymentId });
}

export function sendFunds(account: string, amount: number) {
  // @expect POST /rest/funds/transfer
  return rest.post('/funds/transfer', { account, amount });
}
