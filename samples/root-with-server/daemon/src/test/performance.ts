import { app } from '../index';

type TestApp = { app: typeof app };

// a timing script of the daemon: Hono's in-process request, no HTTP client of a browser
export async function countBookmarks(ctx: TestApp['app']) {
  // @expect-none
  const res = await ctx.request('/bookmarks?limit=1');
  return (await res.json()).length;
}

export async function measure(made: TestApp) {
  const started = Date.now();
  await countBookmarks(made.app);
  return Date.now() - started;
}
