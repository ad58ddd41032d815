import { apiKeyClient } from '@better-auth/api-key/client';
import {
  deviceAuthorizationClient,
  emailOTPClient,
  inferAdditionalFields,
  lastLoginMethodClient,
  organizationClient,
} from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

// Plugin methods the library's documented table does not list: the client proxy turns each
// property chain into a kebab-case path under /api/auth.
export const authClient = createAuthClient({
  baseURL: 'https://teams.example.com',
  plugins: [
    organizationClient(),
    apiKeyClient(),
    deviceAuthorizationClient(),
    emailOTPClient(),
    lastLoginMethodClient(),
    inferAdditionalFields({ user: { locale: { type: 'string' } } }),
  ],
});
