import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Password } from '@ye/contracts/auth';
import { Birthday, ChildName, type ChildProfile, FocusArea, Username } from '@ye/contracts/family';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { PasswordField } from '../../../../components/password-field.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import { toastError } from '../../../../lib/error-toast.ts';
import { muiField } from '../../../../lib/mui-field.ts';
import { useEditChild } from '../../api.ts';
import { AvatarPicker } from '../avatar-picker.tsx';
import { ChildFormDialog } from '../child-form-dialog.tsx';
import { nameRefusal } from '../name-refusal.ts';
import { FocusAreaPicker } from './focus-area-picker.tsx';

const EditChildForm = z.object({
  name: ChildName,
  username: Username,
  avatar: z.string().nullable(),
  password: z.union([z.literal(''), Password]),
  birthday: z.union([z.literal(''), Birthday]),
  focus_areas: z.array(FocusArea),
});
type EditChildForm = z.infer<typeof EditChildForm>;

function valuesOf(child: ChildProfile): EditChildForm {
  return {
    name: child.name,
    username: child.username,
    avatar: child.avatar,
    password: '',
    birthday: child.birthday ?? '',
    focus_areas: child.focus_areas,
  };
}

export interface EditChildDialogProps {
  open: boolean;
  child: ChildProfile;
  onClose: () => void;
}

/**
 * Edit a child: name, a corrected username, avatar, a new password set by the parent, birthday (or
 * none: clearing it removes it) and focus areas.
 */
export function EditChildDialog({ open, child, onClose }: EditChildDialogProps) {
  const edit = useEditChild();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditChildForm>({ resolver: zodResolver(EditChildForm), defaultValues: valuesOf(child) });

  useEffect(() => {
    if (open) reset(valuesOf(child));
  }, [open, child, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await edit.mutateAsync({
        childId: child.child_id,
        profile: {
          name: values.name,
          avatar: values.avatar,
          focus_areas: values.focus_areas,
          ...(values.password ? { password: values.password } : {}),
        },
        username: values.username !== child.username ? values.username : undefined,
        // An emptied field removes the birthday; an unchanged one is not sent.
        birthday: (values.birthday || null) !== child.birthday ? values.birthday || null : undefined,
      });
      const tell = [
        values.username !== child.username ? `the new username, ${values.username}` : null,
        values.password ? 'the new password' : null,
      ].filter(Boolean);
      toast.success(
        tell.length > 0
          ? `${saved.name}'s profile is saved. Let ${saved.name} know ${tell.join(' and ')}.`
          : `${saved.name}'s profile is saved.`,
      );
      onClose();
    } catch (error) {
      const refusedName = nameRefusal(error);
      if (refusedName) {
        setError('name', { message: refusedName }, { shouldFocus: true });
        return;
      }
      if (
        error instanceof ApiError &&
        error.detail &&
        (error.status === 409 || (error.status === 400 && /username/i.test(error.detail)))
      ) {
        setError('username', { message: error.detail }, { shouldFocus: true });
        return;
      }
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        error.detail &&
        /birthday|age/i.test(error.detail)
      ) {
        setError('birthday', { message: error.detail }, { shouldFocus: true });
        return;
      }
      toastError(error);
    }
  });

  return (
    <ChildFormDialog
      open={open}
      onClose={onClose}
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
      titleId="edit-child-title"
      title={<>Edit {child.name}’s profile</>}
      submitLabel="Save changes"
    >
      <Stack spacing={2.5}>
        <TextField
          label="First name"
          required
          autoComplete="off"
          {...muiField(register('name'))}
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
        />
        <TextField
          label="Username"
          required
          autoComplete="off"
          {...muiField(register('username'))}
          error={Boolean(errors.username)}
          helperText={
            errors.username?.message ??
            `To correct it. ${child.name} signs in with the new one; open sessions stay signed in.`
          }
        />
        <PasswordField
          togglePressed
          label="New password"
          autoComplete="new-password"
          {...muiField(register('password'))}
          error={Boolean(errors.password)}
          helperText={
            errors.password?.message ?? 'Leave empty to keep the current password. At least 8 characters.'
          }
        />
        <TextField
          label="Birthday"
          type="date"
          {...muiField(register('birthday'))}
          error={Boolean(errors.birthday)}
          helperText={errors.birthday?.message ?? 'Optional. Clear it to remove the birthday.'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Controller
          control={control}
          name="focus_areas"
          render={({ field }) => (
            <FocusAreaPicker childName={child.name} value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="avatar"
          render={({ field }) => <AvatarPicker value={field.value} onChange={field.onChange} />}
        />
      </Stack>
    </ChildFormDialog>
  );
}
