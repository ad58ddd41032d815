import { z } from 'zod';
import { protectedProcedure, publicProcedure, router } from '../trpc';

export const noteRouter = router({
  list: publicProcedure
    .input(z.object({ limit: z.number().min(1).max(100).optional(), cursor: z.string().nullish() }))
    .query(({ input }) => ({ items: [], nextCursor: input.cursor ?? null })),
  byId: publicProcedure
    .input(z.object({ id: z.string().uuid() }))
    .query(({ input }) => ({ id: input.id, title: '' })),
  create: protectedProcedure
    .input(z.object({ title: z.string().min(1).max(120), body: z.string().optional(),
                      visibility: z.enum(['private', 'team', 'public']) }))
    .mutation(({ input }) => ({ id: '1', ...input })),
  delete: protectedProcedure
    .input(z.object({ id: z.string() }))
    .mutation(() => ({ ok: true })),
  pin: protectedProcedure
    .input(z.object({ id: z.string(), pinned: z.boolean() }))
    .mutation(() => ({ ok: true })),
  onAdd: publicProcedure.subscription(() => null),
});
