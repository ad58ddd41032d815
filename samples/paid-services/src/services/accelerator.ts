import axios from 'axios';

const services = axios.create({ baseURL: '/services' });

export function estimate(txInput: string) {
  // @expect POST /services/accelerator/estimate
  return services.post('/accelerator/estimate', { txInput });
}

export function accelerate(txInput: string, userBid: number) {
  // @expect POST /services/accelerator/accelerate
  return services.post('/accelerator/accelerate', { txInput, userBid });
}

export function accelerateWithCashApp(txInput: string, cashtag: string, userApprovedUSD: number) {
  // @expect POST /services/accelerator/accelerate/cashapp
  return services.post('/accelerator/accelerate/cashapp', { txInput, cashtag, userApprovedUSD });
}

export function accelerateWithApplePay(txInput: string, cardTag: string) {
  // @expect POST /services/accelerator/accelerate/applePay
  return services.post('/accelerator/accelerate/applePay', { txInput, cardTag });
}

export function accelerateWithCardOnFile(txInput: string, cardId: string, userApprovedUSD: number) {
  // @expect POST /services/accelerator/accelerate/cardOnFile
  return services.post('/accelerator/accelerate/cardOnFile', { txInput, cardId, userApprovedUSD });
}

export function generateInvoice(txid: string, maxBidBoost: number) {
  // @expect POST /services/accelerator/invoice
  return services.post('/accelerator/invoice', { txid, maxBidBoost });
}

export function getJWT() {
  // @expect GET /services/auth/getJWT
  return services.get('/auth/getJWT');
}

export function listTokens() {
  // @expect GET /services/auth/tokens
  return services.get('/auth/tokens');
}
