import { Email } from '@ye/contracts/auth';
import { z } from 'zod';

const Name = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter your ${what}.`)
    .max(100, `The ${what} must be at most 100 characters long.`);

/** Whether two addresses are the same, whatever their case and spaces. */
export const sameEmail = (a: string, b: string | null) =>
  a.trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The form's rules; changing the email needs the current password in the same form. */
export function profileFormSchema(currentEmail: string | null) {
  return z
    .object({
      first_name: Name('first name'),
      last_name: Name('last name'),
      email: Email,
      current_password: z.string().max(128),
      timezone: z.string(),
      bio: z.string().trim().max(1000, 'The bio must be at most 1000 characters long.'),
    })
    .superRefine((v, ctx) => {
      if (!sameEmail(v.email, currentEmail) && !v.current_password) {
        ctx.addIssue({
          code: 'custom',
          path: ['current_password'],
          message: 'Please enter your current password to change your email.',
        });
      }
    });
}
export type ProfileFormIn = z.input<ReturnType<typeof profileFormSchema>>;
export type ProfileFormOut = z.output<ReturnType<typeof profileFormSchema>>;
