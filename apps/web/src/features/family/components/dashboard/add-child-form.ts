import { Password } from '@ye/contracts/auth';
import { Birthday, CHILD_MAX_AGE, CHILD_MIN_AGE, ChildName, Username } from '@ye/contracts/family';
import { z } from 'zod';

export const CONSENT_NEEDED =
  'Please confirm that you are the child’s parent or guardian and agree, so we may keep their information.';

/** Whole years from a YYYY-MM-DD birthday to `today` (UTC). */
export function yearsOld(birthday: string, today: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - y;
  const before = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return before ? age - 1 : age;
}

export const AGE_RANGE = `Children on Youth Enrichments are ${CHILD_MIN_AGE} to ${CHILD_MAX_AGE} years old.`;

/** A birthday, when given, makes the child 6 to 14 today (the API checks the same, DESIGN.md). */
export const childBirthday = (today: () => Date) =>
  Birthday.refine((b) => {
    const age = yearsOld(b, today());
    return age >= CHILD_MIN_AGE && age <= CHILD_MAX_AGE;
  }, AGE_RANGE);

export const AddChildForm = z.object({
  name: ChildName,
  username: Username,
  password: Password,
  birthday: z.union([z.literal(''), childBirthday(() => new Date())]),
  avatar: z.string().nullable(),
  /** The parent's consent (decision 035): the form shows the notice; the request is sent only with it. */
  consent: z.boolean().refine((v) => v, CONSENT_NEEDED),
});
export type AddChildForm = z.infer<typeof AddChildForm>;

export const EMPTY_CHILD: AddChildForm = {
  name: '',
  username: '',
  password: '',
  birthday: '',
  avatar: null,
  consent: false,
};

type FormField = keyof AddChildForm;
const FIELDS: readonly FormField[] = ['name', 'username', 'password', 'birthday', 'avatar'];

/** The API's `errors: [{field, message}]` for the fields of this form. */
export function fieldErrorsOf(body: unknown): { field: FormField; message: string }[] {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return [];
  return (body.errors as { field?: unknown; message?: unknown }[]).flatMap((e) =>
    typeof e.field === 'string' && FIELDS.includes(e.field as FormField) && typeof e.message === 'string'
      ? [{ field: e.field as FormField, message: e.message }]
      : [],
  );
}
