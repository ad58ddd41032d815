import { z } from 'zod';
import { publicProcedure, router } from '../trpc';

export const appRouter = router({
  post: router({
    list: publicProcedure
      .input(z.object({ limit: z.number().min(1).max(50), tag: z.string().optional() }))
      .query(() => []),
    create: publicProcedure
      .input(z.object({ title: z.string().min(1), draft: z.boolean() }))
      .mutation(({ input }) => input),
    archive: publicProcedure.mutation(() => ({ ok: true })),
  }),
  admin: router({
    stats: publicProcedure
      .input(z.object({ range: z.enum(['day', 'week']) }))
      .query(() => ({ count: 0 })),
    ban: publicProcedure
      .input(z.object({ userId: z.string(), reason: z.string() }))
      .mutation(() => ({ ok: true })),
  }),
  report: router({
    export: publicProcedure
      .input(z.object({ format: z.enum(['csv', 'pdf']) }))
      .mutation(() => ({ url: '' })),
  }),
});

export type AppRouter = typeof appRouter;
