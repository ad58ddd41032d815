import Backbone from 'backbone';
import { createClient } from '@orbit/backend-sdk';
import { client } from '../lib/client';

const Members = Backbone.Collection.extend({ url: '/legacy/members' });
const settings = createClient(window.location.origin, { persistTokens: false });
const cache = createClient(window.location.origin, { persistTokens: false });

export function Traps() {
  async function refresh() {
    const members = new Members();
    // Backbone: the collection's GET (rule backbone.sync), never read as fetch(url, init)
    // @expect GET /legacy/members
    members.fetch({ data: { page: 1 } });
    // a store read by key: a bare word, not a URL
    // @expect-none
    await settings.fetch('theme');
    // a cache read whose options fetch does not have
    // @expect-none
    await cache.fetch('/api/console/projects', { ttl: 60 });
    // a fetch method handed a callback: not fetch's shape
    // @expect-none
    await client.fetch('/api/console/jobs', { method: 'GET' }, () => undefined);
  }

  return <button onClick={refresh}>Refresh</button>;
}
