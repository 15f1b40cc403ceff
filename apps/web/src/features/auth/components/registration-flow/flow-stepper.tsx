import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';

/** The guided sign-up's three steps (decision 040); the email confirmation belongs to the first. */
export const FLOW_STEPS = ['Your account', 'Your child', 'First step'] as const;
export type FlowStep = 0 | 1 | 2;

/** Where the new parent is in the guided sign-up: done steps ticked, the current one named for screen readers. */
export function FlowStepper({ active }: { active: FlowStep }) {
  return (
    <nav aria-label="Sign-up progress">
      <Typography sx={visuallyHidden} aria-live="polite">
        {`Step ${active + 1} of ${FLOW_STEPS.length}: ${FLOW_STEPS[active]}`}
      </Typography>
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
        {FLOW_STEPS.map((label, i) => (
          <Step key={label} completed={i < active}>
            <StepLabel aria-current={i === active ? 'step' : undefined}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </nav>
  );
}
