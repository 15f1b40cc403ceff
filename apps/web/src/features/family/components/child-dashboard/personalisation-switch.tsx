import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ChildProfile } from '@ye/contracts/family';
import { PERSONALISATION_EXPLANATION } from '@ye/contracts/personalisation';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ChildSection } from './child-section.tsx';
import { usePersonalisation, useSetPersonalisation } from './personalisation-api.ts';

/**
 * The parent's learned-personalisation switch (decision 048): off until they turn it on (AADC
 * standard 12). Turning it off deletes what we kept, so it asks first when there is something to delete.
 */
export function PersonalisationSection({ child }: { child: ChildProfile }) {
  const setting = usePersonalisation(child.child_id);
  const save = useSetPersonalisation(child.child_id);
  const [confirmOff, setConfirmOff] = useState(false);
  const name = child.name;
  const on = setting.data?.learned === true;
  const kept = setting.data?.kept_records ?? 0;
  const descriptionId = `personalisation-${child.child_id}-explained`;

  const apply = (learned: boolean) =>
    save.mutate(learned, {
      onSuccess: (saved) =>
        toast.success(
          saved.learned
            ? `Learned suggestions are on for ${name}.`
            : `Learned suggestions are off for ${name}, and what we kept is deleted.`,
        ),
      onError: () => toast.error('We could not save that just now. Please try again.'),
    });

  return (
    <ChildSection id="personalisation-heading" title="Learned suggestions">
      {setting.isPending ? (
        <Box aria-busy="true">
          <Skeleton width="50%" />
          <Skeleton width="90%" />
        </Box>
      ) : setting.isError ? (
        <Box>
          <Typography sx={{ mb: 1 }}>We could not load {name}’s suggestion setting just now.</Typography>
          <Button variant="outlined" onClick={() => setting.refetch()}>
            Try again
          </Button>
        </Box>
      ) : (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={on}
                disabled={save.isPending}
                onChange={(event) => {
                  if (!event.target.checked && kept > 0) setConfirmOff(true);
                  else apply(event.target.checked);
                }}
                slotProps={{ input: { 'aria-describedby': descriptionId } }}
              />
            }
            label={`Use ${name}’s survey answers to learn better suggestions`}
          />
          <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
            {PERSONALISATION_EXPLANATION}{' '}
            {on ? `We keep ${kept} suggestion records for ${name}.` : 'It is off unless you turn it on.'}
          </Typography>
        </Box>
      )}
      <Dialog
        open={confirmOff}
        onClose={() => setConfirmOff(false)}
        aria-labelledby="personalisation-off-title"
      >
        <DialogTitle id="personalisation-off-title">Turn learned suggestions off?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            This deletes the {kept} suggestion records we keep for {name}. Suggestions will come only from the
            focus areas you choose, the courses you assign and {name}’s age.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmOff(false)}>Keep it on</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirmOff(false);
              apply(false);
            }}
          >
            Turn off and delete
          </Button>
        </DialogActions>
      </Dialog>
    </ChildSection>
  );
}
