// The sign-in forms' checks, without zod (decision 054): /login and /student/login are the first page
// many visitors load, and zod with react-hook-form's resolver was about a quarter of their JavaScript.
// The rules and messages are the ones the contracts' schemas hold (sign-in-rules.test.ts compares them
// with `Email` from @ye/contracts/auth on the same inputs), and the server validates again either way.

/** A field's check: the value to send (trimmed where the schema trims), or the message to show. */
export type FieldRule = (raw: string) => { value: string } | { message: string };

/** From @ye/contracts/common: PostgreSQL text cannot hold a NUL character. */
const NUL_MESSAGE = 'Text cannot contain a NUL character (\\u0000).';

/** zod's `z.email()` pattern (zod/v4/core/regexes.js), the one the contracts' `Email` uses. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** `Email` of @ye/contracts/auth: trimmed, at most 254 characters, a valid address. */
export const emailRule: FieldRule = (raw) => {
  if (raw.includes('\u0000')) return { message: NUL_MESSAGE };
  const value = raw.trim();
  if (value.length > 254) return { message: 'This email address is too long.' };
  if (!EMAIL_PATTERN.test(value)) return { message: 'Please enter a valid email address.' };
  return { value };
};

/** A required text of at most `max` characters, trimmed first when `trim` is set. */
export function requiredRule({
  empty,
  tooLong,
  max,
  trim = false,
}: {
  empty: string;
  tooLong: string;
  max: number;
  trim?: boolean;
}): FieldRule {
  return (raw) => {
    const value = trim ? raw.trim() : raw;
    if (value.length < 1) return { message: empty };
    if (value.length > max) return { message: tooLong };
    return { value };
  };
}

/** /login: the adult's email and password. */
export const LOGIN_RULES = {
  email: emailRule,
  password: requiredRule({
    empty: 'Please enter your password.',
    // Longer than any password can be: the same answer as a wrong one, so it tells nothing.
    tooLong: 'The email or password is incorrect.',
    max: 128,
  }),
} satisfies Record<string, FieldRule>;

/** /student/login: the child's username and password, in words a child reads. */
export const STUDENT_LOGIN_RULES = {
  username: requiredRule({
    empty: 'Type your username here.',
    tooLong: 'That username is too long.',
    max: 150,
    trim: true,
  }),
  password: requiredRule({
    empty: 'Type your password here.',
    tooLong: 'That password is too long.',
    max: 128,
  }),
} satisfies Record<string, FieldRule>;
