import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A page's h1 and short intro with its main action at the right; the action wraps below the words
 * on narrow screens.
 */
export function PageHeader({
  title,
  intro,
  action,
  mb = 3,
}: {
  title: ReactNode;
  intro: ReactNode;
  action: ReactNode;
  mb?: number;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb,
      }}
    >
      <Box>
        <Typography component="h1" variant="h1" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640, fontSize: '1.0625rem' }}>
          {intro}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
