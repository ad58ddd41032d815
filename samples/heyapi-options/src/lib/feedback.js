// A hand-written function in the SDK's style, in JavaScript: no declared type says what its
// options carry, so the callers' object literals do.
import { client } from '../client/client.gen';

export const sendFeedback = (options) =>
  // @expect POST /backend/api/v1/feedback
  client.post({ url: '/api/v1/feedback', ...options });
