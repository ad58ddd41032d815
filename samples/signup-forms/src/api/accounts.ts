import { api } from './client';
import { AccountInput, Address } from './schemas';

/** Open a new account. */
export function createAccount(input: AccountInput) {
  // @expect-none (never called: POST /accounts is no Tool)
  return api.post('/accounts', input);
}

/** Replace the postal address of the signed-in account. */
export const saveAddress = (address: Address) =>
  // @expect-none (never called: PUT /account/address is no Tool)
  api.put('/account/address', address);

/** Ask whether an email address is still free. Its `email` is no validated value: no bounds. */
export function lookupEmail(email: string) {
  // @expect-none (never called: POST /emails/lookup is no Tool)
  return api.post('/emails/lookup', { email });
}

/** Send feedback (plain JavaScript-style parameter: the caller's form proves the bounds). */
export function postFeedback(feedback) {
  // @expect POST /feedback
  return api.post('/feedback', feedback);
}
