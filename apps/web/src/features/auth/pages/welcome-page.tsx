import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { FlagGate } from '../../../components/flag-gate.tsx';
import { useFlowChildren, useFlowEmailStatus } from '../api.ts';
import { type AddChildDialogType, AddChildStep } from '../components/registration-flow/add-child-step.tsx';
import { ConfirmEmailStep } from '../components/registration-flow/confirm-email-step.tsx';
import { FirstStep } from '../components/registration-flow/first-step.tsx';
import { type FlowStep, FlowStepper } from '../components/registration-flow/flow-stepper.tsx';

/**
 * /welcome: the guided sign-up after the account (registration_flow flag, decision 040). Where the
 * parent starts is read from the server (email confirmed? a child yet?), so a reload or the link from
 * the email lands on the right step; Back and Next move between the steps already reachable.
 */
export default function WelcomePage({ AddChildDialog }: { AddChildDialog: AddChildDialogType }) {
  return (
    <FlagGate flag="registrationFlowFlagEnabled">
      <Flow AddChildDialog={AddChildDialog} />
    </FlagGate>
  );
}

function Flow({ AddChildDialog }: { AddChildDialog: AddChildDialogType }) {
  const email = useFlowEmailStatus();
  const family = useFlowChildren();
  const [chosen, setChosen] = useState<FlowStep | null>(null);
  const [childId, setChildId] = useState<string | null>(null);
  const [notYet, setNotYet] = useState(false);

  const verified = email.data?.verified === true;
  const children = family.data ?? [];
  const firstChild = childId ?? children[0]?.child_id ?? null;
  // The furthest step the parent may be on; they may go back from it, never past it.
  const furthest: FlowStep = !verified ? 0 : firstChild === null ? 1 : 2;
  const step: FlowStep = chosen === null || chosen > furthest ? furthest : chosen;

  let body: ReactNode;
  if (email.isPending || (verified && family.isPending)) {
    body = (
      <Box role="status" sx={{ py: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label="Loading your sign-up" />
      </Box>
    );
  } else if (email.isError || family.isError) {
    body = (
      <Box role="alert">
        <Typography sx={{ mb: 2 }}>We could not load your sign-up just now.</Typography>
        <Button
          variant="outlined"
          onClick={() => {
            void email.refetch();
            void family.refetch();
          }}
        >
          Try again
        </Button>
      </Box>
    );
  } else if (step === 0 && email.data) {
    body = (
      <ConfirmEmailStep
        status={email.data}
        checking={email.isFetching}
        notYet={notYet}
        onCheck={() => void email.refetch().then((r) => setNotYet(r.data?.verified !== true))}
        onNext={() => setChosen(1)}
      />
    );
  } else if (step === 1) {
    body = (
      <AddChildStep
        AddChildDialog={AddChildDialog}
        family={children}
        reload={async () => (await family.refetch()).data ?? []}
        onAdded={(id) => {
          setChildId(id);
          setChosen(2);
        }}
        onBack={() => setChosen(0)}
        onNext={firstChild ? () => setChosen(2) : null}
      />
    );
  } else if (firstChild) {
    body = <FirstStep childId={firstChild} onBack={() => setChosen(1)} />;
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: { xs: 0, sm: 2 }, py: { xs: 2, md: 5 } }}>
      <Paper
        elevation={0}
        sx={{ width: '100%', maxWidth: 720, p: { xs: 2, sm: 4 }, border: 1, borderColor: 'grey.200' }}
      >
        <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
          Welcome to Youth Enrichments
        </Typography>
        <FlowStepper active={step} />
        {body}
      </Paper>
    </Box>
  );
}
