import { z } from 'zod';
import { protectedProcedure, router } from '../trpc';

export const userRouter = router({
  me: protectedProcedure.query(({ ctx }) => ctx.user),
  updateProfile: protectedProcedure
    .input(z.object({ name: z.string().max(60), email: z.string().email() }))
    .mutation(({ input }) => input),
});
