// Hand-written functions in the SDK's style, in JavaScript: no declared type says what their
// options carry, so the callers' object literals do.
import { client } from '../client/client.gen';

export const sendFeedback = (options) =>
  // @expect POST /backend/api/v1/feedback
  client.post({ url: '/api/v1/feedback', ...options });

export const listNotes = (options) =>
  // @expect GET /backend/api/v1/notes
  client.get({ url: '/api/v1/notes', ...options });
