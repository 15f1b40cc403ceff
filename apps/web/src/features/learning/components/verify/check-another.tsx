import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { muiField } from '../../../../lib/mui-field.ts';
import { verifyPath } from '../../../../lib/paths.ts';
import { isSerial, normalizeSerial } from '../../verify-api.ts';

const SerialForm = z.object({
  serial: z
    .string()
    .transform(normalizeSerial)
    .pipe(
      z
        .string()
        .min(1, 'Please type the number printed on the certificate.')
        .refine(isSerial, 'A certificate number looks like YE-ABCD-EFGH-JKMN.'),
    ),
});
type FormIn = z.input<typeof SerialForm>;
type FormOut = z.output<typeof SerialForm>;

/** The form to look up a certificate number (this one, or another). */
export function CheckAnother({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(SerialForm),
    defaultValues: { serial: initial },
  });
  const onSubmit = handleSubmit(({ serial }) => navigate(verifyPath(serial)));

  return (
    <Paper
      component="section"
      aria-labelledby="check-another-heading"
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 4, mt: 4, bgcolor: 'offWhite.main' }}
    >
      <Typography id="check-another-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
        Check a certificate number
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          label="Certificate number"
          placeholder="YE-XXXX-XXXX-XXXX"
          autoComplete="off"
          spellCheck={false}
          error={Boolean(errors.serial)}
          helperText={errors.serial?.message ?? 'It is printed at the bottom of the certificate.'}
          sx={{ flex: '1 1 220px', '& input': { textTransform: 'uppercase', fontFamily: 'monospace' } }}
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
          {...muiField(register('serial'))}
        />
        <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56 }}>
          Check
        </Button>
      </Box>
    </Paper>
  );
}
