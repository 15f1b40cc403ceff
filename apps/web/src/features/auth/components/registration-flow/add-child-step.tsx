import AddRounded from '@mui/icons-material/AddRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChildSummary } from '@ye/contracts/family';
import { type ComponentType, useState } from 'react';
import { FlowActions } from './flow-actions.tsx';

/** The family's add-child dialog, handed in by the app (features do not import each other). */
export type AddChildDialogType = ComponentType<{ open: boolean; onClose: () => void }>;

/**
 * Step 2: the first child, through the family's own add-child dialog (its fields, the notice and the
 * consent; decision 035). When the dialog closes, the list is read again and a child who was not
 * there before is the one whose first step comes next.
 */
export function AddChildStep({
  AddChildDialog,
  family,
  reload,
  onAdded,
  onBack,
  onNext,
}: {
  AddChildDialog: AddChildDialogType;
  family: readonly ChildSummary[];
  reload: () => Promise<readonly ChildSummary[]>;
  onAdded: (childId: string) => void;
  onBack: () => void;
  onNext: (() => void) | null;
}) {
  const [open, setOpen] = useState(false);
  const [before, setBefore] = useState<ReadonlySet<string>>(new Set());

  const openDialog = () => {
    setBefore(new Set(family.map((c) => c.child_id)));
    setOpen(true);
  };
  const closeDialog = async () => {
    setOpen(false);
    const now = await reload();
    const added = now.find((c) => !before.has(c.child_id));
    if (added) onAdded(added.child_id);
  };

  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {family.length === 0 ? 'Add your child' : 'Your children'}
      </Typography>
      {family.length === 0 ? (
        <Typography sx={{ mb: 2 }}>
          Your child gets their own sign-in: a username and a password that you choose. No email needed. You
          can add brothers and sisters later from your dashboard.
        </Typography>
      ) : (
        <Box component="ul" sx={{ pl: 0, listStyle: 'none', mb: 2 }}>
          {family.map((c) => (
            <Box
              component="li"
              key={c.child_id}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5 }}
            >
              <TaskAltRounded color="success" fontSize="small" aria-hidden />
              <Typography>{c.child_name}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <Button
        variant={family.length === 0 ? 'contained' : 'outlined'}
        size="large"
        startIcon={<AddRounded />}
        onClick={openDialog}
      >
        {family.length === 0 ? 'Add my child' : 'Add another child'}
      </Button>
      <FlowActions onBack={onBack}>
        {onNext ? (
          <Button variant="contained" size="large" onClick={onNext}>
            Next: first step
          </Button>
        ) : null}
      </FlowActions>
      <AddChildDialog open={open} onClose={() => void closeDialog()} />
    </Box>
  );
}
