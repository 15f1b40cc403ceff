import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { SectionHeading, sectionSx, tone } from './section-style.tsx';

const STEPS: { title: string; text: string }[] = [
  {
    title: 'Create your parent account',
    text: 'Sign up with your email. The account is yours: you decide which children use it and what they see.',
  },
  {
    title: 'Add your child',
    text: 'Give your child a first name, a username and a password. Children never need an email address.',
  },
  {
    title: 'Learn and follow along',
    text: 'Your child plays short missions at their own pace. Your dashboard shows which courses they have started, finished and how they feel over time.',
  },
];

/** The three numbered steps from sign-up to a child's first mission. */
export function HowItWorksSection() {
  return (
    <Box component="section" aria-labelledby="how-title" sx={sectionSx}>
      <Container maxWidth="lg">
        <SectionHeading id="how-title">How it works</SectionHeading>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1.5, mb: 5 }}>
          Three steps, a few minutes, and your child is ready for their first mission.
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            gap: 3,
          }}
        >
          {STEPS.map((step, index) => (
            <Box
              component="li"
              key={step.title}
              sx={(theme) => ({
                p: 3,
                borderRadius: 4,
                bgcolor: alpha(tone(theme, 'green', '#2E7D32'), 0.1),
                color: 'text.primary',
              })}
            >
              <Box
                aria-hidden="true"
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  fontSize: '1.2rem',
                  mb: 2,
                }}
              >
                {index + 1}
              </Box>
              <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                <Box component="span" sx={visuallyHidden}>
                  Step {index + 1}:{' '}
                </Box>
                {step.title}
              </Typography>
              <Typography>{step.text}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
