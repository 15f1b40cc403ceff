import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../lib/paths.ts';
import { SectionHeading, sectionSx, tone } from './section-style.tsx';

const PROMISES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'No ads, no trackers',
    text: 'Children never see advertising, we never sell or rent anyone’s data, and there are no tracking cookies or analytics.',
    icon: (
      <path d="M12 12 L 36 36 M 36 12 L 12 36" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
    ),
  },
  {
    title: 'No public profiles',
    text: 'A child’s profile is visible only to their parent and, for course progress, the instructors of their courses.',
    icon: (
      <>
        <rect x="10" y="20" width="28" height="20" rx="4" fill="currentColor" />
        <path d="M16 20 V 14 A 8 8 0 0 1 32 14 V 20" stroke="currentColor" strokeWidth="4" fill="none" />
      </>
    ),
  },
  {
    title: 'No private messages',
    text: 'Children cannot message each other privately. Boards are off until you turn them on: then your child can answer their teacher’s questions on a course’s “Talk together” board under a display name you approve, and the teacher reads every post before other children see it.',
    icon: (
      <>
        <path d="M8 10 H 40 V 32 H 20 L 12 40 V 32 H 8 Z" fill="currentColor" />
        <path d="M6 42 L 42 6" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </>
    ),
  },
  {
    title: 'Parents in control',
    text: 'Nothing is collected about a child until you confirm your email and agree. You can see, download, correct or delete their data at any time.',
    icon: (
      <path d="M24 6 L 40 12 V 24 C 40 34, 32 40, 24 43 C 16 40, 8 34, 8 24 V 12 Z" fill="currentColor" />
    ),
  },
];

/** The promises that keep children safe, and a link to the privacy policy. */
export function SafetySection() {
  return (
    <Box
      component="section"
      aria-labelledby="safety-title"
      sx={(theme) => ({ ...sectionSx, bgcolor: tone(theme, 'offWhite', '#FBF8F1') })}
    >
      <Container maxWidth="lg">
        <SectionHeading id="safety-title">Safe for children, by design</SectionHeading>
        <Typography sx={{ textAlign: 'center', mt: 1.5, mb: 5, maxWidth: 680, mx: 'auto' }}>
          We collect as little as we can about children and we keep parents in charge of all of it.
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            gap: 3,
          }}
        >
          {PROMISES.map((promise) => (
            <Box
              key={promise.title}
              sx={{ p: 3, borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
            >
              <Box
                component="svg"
                viewBox="0 0 48 48"
                aria-hidden="true"
                focusable="false"
                sx={{ width: 40, height: 40, color: 'primary.main', mb: 1.5 }}
              >
                {promise.icon}
              </Box>
              <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                {promise.title}
              </Typography>
              <Typography>{promise.text}</Typography>
            </Box>
          ))}
        </Box>
        <Typography sx={{ textAlign: 'center', mt: 4 }}>
          Read exactly what we collect and why in our{' '}
          <Link component={RouterLink} to={PATHS.privacy} sx={{ fontWeight: 600 }}>
            privacy policy
          </Link>
          .
        </Typography>
      </Container>
    </Box>
  );
}
