import { z } from 'zod';

export const MemberResource = z.object({
    id: z.string(),
    role: z.enum(['owner', 'admin', 'employee']),
    billable_rate: z.number().int().nullable(),
    email: z.string().email(),
});
