import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StudioStudent } from '@ye/contracts/studio';
import type { ReactNode } from 'react';
import { ageText, LastActive, Progress } from './student-facts.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** The narrow-screen view: one card a child and course. */
export function StudentCards({ rows }: { rows: StudioStudent[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((s) => (
        <li key={`${s.child_id}-${s.course_id}`}>
          <Paper
            component="article"
            variant="outlined"
            aria-label={`${s.first_name}, ${s.course_title}`}
            sx={{ p: 2, borderRadius: 4 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {s.first_name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {s.age_band ? `Age ${ageText(s.age_band)}` : 'Age not given'}
              </Typography>
            </Box>
            <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{s.course_title}</Typography>
            <Progress student={s} />
            <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: '1fr', gap: 1 }}>
              <Fact label="Last active">
                <LastActive iso={s.last_active_at} />
              </Fact>
            </Box>
          </Paper>
        </li>
      ))}
    </Box>
  );
}
