import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SectionHeading, sectionSx } from './section-style.tsx';

/** What a parent's dashboard shows them. */
export function ParentsSection() {
  return (
    <Box component="section" aria-labelledby="parents-title" sx={sectionSx}>
      <Container maxWidth="md">
        <SectionHeading id="parents-title">What you see as a parent</SectionHeading>
        <Box
          component="ul"
          sx={{ mt: 4, pl: 3, display: 'grid', gap: 1.5, '& li': { fontSize: '1.05rem', lineHeight: 1.6 } }}
        >
          <li>Each child’s courses: not started, in progress and finished.</li>
          <li>How much time they spend learning, day by day.</li>
          <li>
            A short self-esteem check-in your child can take now and then, so you can see how they feel over
            time.
          </li>
          <li>Certificates your child earns when they finish a course.</li>
        </Box>
      </Container>
    </Box>
  );
}
