import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One number on the dashboard: its name, the value large, and a line that explains it. */
export function KpiCard({
  label,
  value,
  note,
  icon,
  accent = 'primary.main',
}: {
  label: string;
  value: ReactNode;
  note: ReactNode;
  icon: ReactNode;
  accent?: string;
}) {
  return (
    <Paper
      component="section"
      aria-label={label}
      variant="outlined"
      sx={{
        p: { xs: 1.75, sm: 2.5 },
        borderRadius: 4,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: accent }}>
        <Box aria-hidden sx={{ display: 'flex', '& svg': { fontSize: { xs: 22, sm: 28 } } }}>
          {icon}
        </Box>
        <Typography
          component="h2"
          sx={{ fontWeight: 600, fontSize: { xs: '0.9375rem', sm: '1rem' }, color: 'text.primary' }}
        >
          {label}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: { xs: '1.875rem', sm: '2.25rem' }, fontWeight: 700, lineHeight: 1.2 }}>
        {value}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: { xs: '0.875rem', sm: '0.9375rem' } }}>
        {note}
      </Typography>
    </Paper>
  );
}
