import { test as base } from '@playwright/test';
import { seedProject } from './factories';

export const test = base.extend({
  project: async ({ request }, use) => {
    // @expect-none
    const created = await request.post('/api/projects', { data: { name: 'e2e' } });
    await use(await seedProject((await created.json()).id));
  },
});
