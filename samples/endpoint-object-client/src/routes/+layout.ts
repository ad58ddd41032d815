import { useClient } from '$lib/apiClient';

export async function load({ fetch, url }) {
  const client = useClient({ fetch, origin: url.origin });
  const [account, info] = await Promise.all([
    // @expect GET /api/v1/account
    client.account.get(),
    // @expect GET /api/v1/server-info
    client['server-info'].get(),
  ]);
  return { account, info };
}
