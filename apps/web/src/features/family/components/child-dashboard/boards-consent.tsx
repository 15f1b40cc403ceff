import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChildBoards, DISPLAY_NAME_MAX, NEUTRAL_NAME } from '@ye/contracts/discussion';
import type { ChildProfile } from '@ye/contracts/family';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../../lib/api-error.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useBoardsConsent, useSetBoardsConsent } from './boards-consent-api.ts';
import { ChildSection } from './child-section.tsx';
import { ParentSwitch, SettingLoader } from './child-setting.tsx';

/**
 * The parent's boards consent (decision 041): off until they turn it on. It lets the child post on
 * class boards and chat in live sessions, under a display name the parent approves here.
 */
export function BoardsConsentSection({ child }: { child: ChildProfile }) {
  const setting = useBoardsConsent(child.child_id);
  return (
    <ChildSection id="boards-heading" title="Class boards and live chat">
      <SettingLoader query={setting} failed={`We could not load ${child.name}’s board setting just now.`}>
        {() =>
          setting.data ? (
            <BoardsConsentForm key={setting.data.changed_at ?? 'never'} child={child} saved={setting.data} />
          ) : null
        }
      </SettingLoader>
    </ChildSection>
  );
}

function BoardsConsentForm({ child, saved }: { child: ChildProfile; saved: ChildBoards }) {
  const save = useSetBoardsConsent(child.child_id);
  const [enabled, setEnabled] = useState(saved.enabled);
  const [displayName, setDisplayName] = useState(saved.display_name ?? '');
  const [error, setError] = useState('');
  const name = child.name;
  const explainedId = `boards-${child.child_id}-explained`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    save.mutate(
      { enabled, display_name: displayName.trim() || null },
      {
        onSuccess: (result) =>
          toast.success(
            result.enabled
              ? `${name} can post on class boards now, as “${result.display_name ?? NEUTRAL_NAME}”.`
              : `Class boards and live chat are off for ${name}.`,
          ),
        onError: (e) =>
          setError(e instanceof ApiError ? e.message : 'We could not save that. Please try again.'),
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 720 }}>
      <Typography id={explainedId} sx={{ mb: 1.5 }}>
        When this is on, other children in {name}’s courses can read what {name} posts on class boards (after
        the teacher checks it) and writes in live-session chat. They see the display name below, never {name}
        ’s real name; without one they see “{NEUTRAL_NAME}”. We refuse phone numbers, email addresses, home
        addresses, postcodes, school names and full names before they are stored. While it is off, {name} can
        read the boards but not post or chat, and {name}’s earlier posts are hidden from the others.
      </Typography>
      <ParentSwitch
        label={`Let ${name} post on class boards and chat in live sessions`}
        checked={enabled}
        describedBy={explainedId}
        onChange={setEnabled}
      />
      <TextField
        label="Display name other children see"
        value={displayName}
        onChange={(e) => setDisplayName(e.target.value)}
        helperText={`2 to ${DISPLAY_NAME_MAX} letters or numbers, like “Brave Otter”. Not ${name}’s last name or another child’s name.`}
        slotProps={{ htmlInput: { maxLength: DISPLAY_NAME_MAX } }}
        fullWidth
        sx={{ mt: 2 }}
      />
      {error ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ minHeight: 44 }}>
          Save board choice
        </Button>
        <Typography variant="body2" color="text.secondary">
          {saved.changed_at
            ? `${saved.enabled ? 'Turned on' : 'Turned off'} by ${saved.changed_by ?? 'a parent'} on ${formatDate(saved.changed_at)} (privacy policy ${saved.policy_version}).`
            : 'Off: nobody has turned it on yet.'}
        </Typography>
      </Box>
    </Box>
  );
}
