import { z } from 'zod';
import { USER_TYPES } from './roles.ts';

/** Every error body, of every status. */
export const ErrorBody = z.object({
  detail: z.string(),
  code: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    results: z.array(item),
  });

export const Detail = z.object({ detail: z.string() });

/** What a person reads when a text field holds a NUL character. */
export const NUL_MESSAGE = 'Text cannot contain a NUL character (\\u0000).';

/** True when a string holds no NUL character: PostgreSQL text cannot store one. */
export const hasNoNul = (s: string) => !s.includes('\u0000');

/**
 * A text field of a request: a string that never holds a NUL character. Use it instead of z.string()
 * for anything a client sends; the API also refuses NUL in every field of every request (a safety net).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(hasNoNul, NUL_MESSAGE);

/** An account type (`user.type`), as a schema: the values are roles.ts's USER_TYPES. */
export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;
