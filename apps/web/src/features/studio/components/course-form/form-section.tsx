import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One card of the course form: a heading, an optional hint and its fields. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}>
      <Typography component="h2" variant="h5" sx={{ mb: hint ? 0.5 : 2, fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {hint ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2.5 }}>{children}</Box>
    </Paper>
  );
}
