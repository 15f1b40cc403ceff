import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FamilyCohort } from '@ye/contracts/cohorts';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { formatDate } from '../../../lib/format.ts';
import { useEnrol, useFindByInvite } from '../api.ts';

const day = (d: string) => formatDate(`${d}T12:00:00Z`);

/**
 * "Have a code from a teacher?" on /classes (decision 039): the parent types the invite code, sees
 * the class it opens for the chosen child, and enrols them (a place, or the waitlist when full).
 * A wrong code says so in plain words; the lookup never lists other classes.
 */
export function InviteCodeJoin({ childId, childName }: { childId: string; childName: string }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [found, setFound] = useState<{ cohort: FamilyCohort; code: string; childId: string } | null>(null);
  const find = useFindByInvite();
  const enrol = useEnrol();
  // A class found for another child is not shown for this one.
  const shown = found && found.childId === childId ? found.cohort : null;

  const onFind = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setFound(null);
    const typed = code.trim();
    if (!typed) return setProblem('Please type the code the teacher gave you.');
    find.mutate(
      { code: typed, childId },
      {
        onSuccess: (cohort) => setFound({ cohort, code: typed, childId }),
        onError: (err) => setProblem(errorMessage(err)),
      },
    );
  };
  const onEnrol = (c: FamilyCohort, inviteCode: string) =>
    enrol.mutate(
      { id: c.id, childId, inviteCode },
      {
        onSuccess: ({ status }) => {
          toast.success(
            status === 'enrolled'
              ? `${childName} has a place in “${c.name}”. We have sent you an email.`
              : `“${c.name}” is full, so ${childName} is on the waitlist. If a place frees up, ${childName} gets it and we email you.`,
          );
          setFound(null);
          setCode('');
        },
      },
    );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3 }}
    >
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Have a code from a teacher?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Some classes are by invitation. Type the code the teacher gave you to find the class for {childName}.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={onFind}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          label="Invite code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setProblem(null);
          }}
          error={problem !== null}
          helperText={problem ?? ' '}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 64, spellCheck: false, autoCapitalize: 'none' } }}
          sx={{ minWidth: { xs: '100%', sm: 260 }, flex: { xs: 1, sm: 'none' } }}
        />
        <SubmitButton pending={find.isPending} fullWidth={false} size="medium">
          Find the class
        </SubmitButton>
      </Box>
      {shown && found ? (
        <Box
          role="region"
          aria-label={`Class found: ${shown.name}`}
          sx={{ mt: 1, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {shown.name}
            </Typography>
            {shown.child_status === 'enrolled' ? (
              <Chip color="success" size="small" label={`${childName} is in this class`} />
            ) : shown.child_status === 'waitlisted' ? (
              <Chip color="warning" size="small" label={`${childName} is on the waitlist`} />
            ) : null}
          </Box>
          <Typography color="text.secondary">
            From {day(shown.starts_on)}
            {shown.ends_on ? ` to ${day(shown.ends_on)}` : ''}
            {shown.lead ? ` · with ${shown.lead}` : ''}
            {shown.age_min || shown.age_max ? ` · ages ${shown.age_min ?? 6} to ${shown.age_max ?? 14}` : ''}
            {shown.places_left === null
              ? ''
              : shown.places_left === 0
                ? ' · full (waitlist open)'
                : ` · ${shown.places_left} ${shown.places_left === 1 ? 'place' : 'places'} left`}
          </Typography>
          {shown.description ? <Typography sx={{ mt: 1 }}>{shown.description}</Typography> : null}
          {shown.courses.length > 0 ? (
            <Typography sx={{ mt: 1 }}>
              <strong>Courses:</strong> {shown.courses.map((x) => x.title).join(', ')}
            </Typography>
          ) : null}
          {shown.child_status ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {childName} already has{' '}
              {shown.child_status === 'enrolled' ? 'a place in this class' : 'a place on its waitlist'}; you
              find it in the list below.
            </Alert>
          ) : (
            <Button
              variant="contained"
              sx={{ mt: 2 }}
              disabled={enrol.isPending}
              onClick={() => onEnrol(shown, found.code)}
            >
              {shown.places_left === 0 ? `Put ${childName} on the waitlist` : `Enrol ${childName}`}
            </Button>
          )}
        </Box>
      ) : null}
    </Paper>
  );
}
