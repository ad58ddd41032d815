import { z } from 'zod';
import * as yup from 'yup';

// zod: every rule below becomes a bound of the matching create_account input
export const accountSchema = z.object({
  email: z.string().email('Invalid email').max(120),
  password: z.string().min(12).max(72),
  displayName: z.string().min(2).max(40).optional(),
  plan: z.enum(['free', 'team']),
  website: z.string().url().optional(),
  age: z.number().int().min(13).max(130).optional(),
});

export type AccountInput = z.infer<typeof accountSchema>;

// yup: fields are optional unless .required()
export const addressSchema = yup.object({
  street: yup.string().required().max(100),
  zip: yup.string().required().matches(/^\d{5}$/),
  country: yup.string().oneOf(['DE', 'FR', 'NL']).required(),
  note: yup.string().max(200),
});

export type Address = yup.InferType<typeof addressSchema>;
