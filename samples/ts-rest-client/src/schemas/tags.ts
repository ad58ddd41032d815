import { z } from 'zod';

export const TagSchema = z.object({
    id: z.string(),
    name: z.string().min(1).max(40),
    color: z.enum(['red', 'green', 'blue']),
    ownerId: z.string(),
});

export const TagListQuery = z.object({
    page: z.number().int().min(1),
    sort: z.enum(['name', 'created']).optional(),
});

// constants that are no object, named by fields of another module
export const ColorSchema = z.enum(['red', 'green', 'blue']);
export const slug = () => z.string().regex(/^[a-z0-9-]+$/);
export const SlugSchema = slug().max(30);
