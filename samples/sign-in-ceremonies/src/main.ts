import { authorize, checkSession, exchangeCode, whoami } from './auth/oidc';
import { passkeyLogin, verifyOtp } from './auth/passkey';
import { listOrders, updateAddress } from './api/orders';

export const app = { authorize, checkSession, exchangeCode, whoami, passkeyLogin, verifyOtp, listOrders, updateAddress };
