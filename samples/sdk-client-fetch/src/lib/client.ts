import { createClient } from '@orbit/backend-sdk';

// The backend's own SDK: its client sends requests relative to the server's address and adds
// the session's tokens itself. The SDK package is not part of this app's code.
function buildClient() {
  const client = createClient(window.location.origin, { persistTokens: true });
  return client;
}

export const client = buildClient();
