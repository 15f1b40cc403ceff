import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** "Nothing here yet" on the child's page: an icon in a tinted circle beside a kind line. */
export function EmptyNote({
  icon,
  tint,
  ink,
  children,
}: {
  icon: ReactNode;
  tint: string;
  ink: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          flex: '0 0 56px',
          height: 56,
          borderRadius: '50%',
          bgcolor: tint,
          display: 'grid',
          placeItems: 'center',
          color: ink,
        }}
      >
        {icon}
      </Box>
      <Typography color="text.secondary">{children}</Typography>
    </Box>
  );
}
