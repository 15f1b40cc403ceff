import { Password } from '@ye/contracts/auth';
import { Birthday, ChildName, Username } from '@ye/contracts/family';
import { z } from 'zod';

export const AddChildForm = z.object({
  name: ChildName,
  username: Username,
  password: Password,
  birthday: z.union([z.literal(''), Birthday]),
  avatar: z.string().nullable(),
});
export type AddChildForm = z.infer<typeof AddChildForm>;

export const EMPTY_CHILD: AddChildForm = { name: '', username: '', password: '', birthday: '', avatar: null };

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
