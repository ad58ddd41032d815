import { z } from 'zod';

export enum SplitMode {
  EVENLY = 'EVENLY',
  BY_SHARES = 'BY_SHARES',
  BY_AMOUNT = 'BY_AMOUNT',
}

export const Visibility = {
  Private: 'private',
  Shared: 'shared',
} as const;

const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;

export const tripFormSchema = z.object({
  name: z.string().min(2).max(50),
  currency: z.enum(CURRENCIES),
  visibility: z.nativeEnum(Visibility),
  members: z
    .array(
      z.object({
        id: z.string().optional(),
        name: z.string().min(2),
      }),
    )
    .min(1),
  tags: z.array(z.string().max(20)).max(5).optional(),
});

export const costFormSchema = z.object({
  title: z.string().min(1),
  amount: z.number().positive(),
  splitMode: z.enum(SplitMode),
  status: z.enum(['draft', 'final']).default('draft'),
  paidFor: z.array(z.object({ member: z.string(), shares: z.number().int() })).min(1),
});
