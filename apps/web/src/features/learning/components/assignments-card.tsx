import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useMyAssignments } from '../api.ts';
import { AssignmentItem } from './assignment-item.tsx';
import { SectionHeading } from './section-heading.tsx';

/** How many show before "Show all". */
const FIRST_SHOWN = 4;

/**
 * The work the child's teachers set them, on the child's home: open ones due soonest first, then the
 * ones finished lately with a gentle tick. Shows nothing when there is none, or while it cannot load
 * (the rest of the home works without it).
 */
export function AssignmentsCard() {
  const assignments = useMyAssignments();
  const [showAll, setShowAll] = useState(false);
  const results = assignments.data?.results ?? [];
  if (results.length === 0) return null;
  const teachers = new Set(results.map((a) => a.instructor_name));
  const shown = showAll ? results : results.slice(0, FIRST_SHOWN);
  return (
    <Box component="section" aria-labelledby="teacher-work-heading" sx={{ mb: 5 }}>
      <SectionHeading id="teacher-work-heading">
        {teachers.size > 1 ? 'From your teachers' : 'From your teacher'}
      </SectionHeading>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {shown.map((a) => (
          <li key={a.id}>
            <AssignmentItem assignment={a} />
          </li>
        ))}
      </Box>
      {results.length > FIRST_SHOWN ? (
        <Button
          onClick={() => setShowAll((v) => !v)}
          color="secondary"
          size="large"
          aria-expanded={showAll}
          sx={{ mt: 2, minHeight: 52, fontSize: '1.125rem' }}
        >
          {showAll ? 'Show fewer' : `Show all ${results.length}`}
        </Button>
      ) : null}
    </Box>
  );
}
