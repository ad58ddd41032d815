import { z } from 'zod';
import { costFormSchema, tripFormSchema } from '../../lib/schemas';
import { publicProcedure, router } from '../trpc';

const tripsRouter = router({
  get: publicProcedure
    .input(z.object({ tripId: z.string().min(1) }))
    .query(async ({ input }) => ({ trip: { id: input.tripId, name: '', members: [] } })),
  list: publicProcedure
    .input(z.object({ tripIds: z.array(z.string().min(1)) }))
    .query(async () => ({ trips: [] })),
  create: publicProcedure
    .input(z.object({ tripFormValues: tripFormSchema }))
    .mutation(async () => ({ tripId: 'new', secret: 'server-only' })),
  rename: publicProcedure
    .input(z.object({ tripId: z.string(), name: z.string() }))
    .mutation(async ({ input }) => ({ name: input.name })),
  costs: router({
    list: publicProcedure
      .input(z.object({ tripId: z.string(), cursor: z.number().optional() }))
      .query(async () => ({ costs: [], nextCursor: null })),
    add: publicProcedure
      .input(z.object({ tripId: z.string(), costFormValues: costFormSchema }))
      .mutation(async () => ({ costId: '1' })),
    remove: publicProcedure
      .input(z.object({ costId: z.string() }))
      .mutation(async () => ({ removedAt: new Date() })),
  }),
  summary: publicProcedure
    .input(z.object({ tripId: z.string() }))
    .query(async () => ({ total: 0, currency: 'EUR' })),
  ping: publicProcedure.query(async () => ({ pong: true })),
});

export const appRouter = router({ trips: tripsRouter });
export type AppRouter = typeof appRouter;
