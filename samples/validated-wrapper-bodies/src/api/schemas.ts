import { z } from 'zod';

export const LabelSchema = z.object({
  name: z.string().max(40),
  color: z.string().optional(),
});
