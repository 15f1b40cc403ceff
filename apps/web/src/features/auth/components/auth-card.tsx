import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The card that holds a sign-in form, centred on the page. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
  tone = 'adult',
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  tone?: 'adult' | 'child';
}) {
  const child = tone === 'child';
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: child ? 520 : 460,
          p: { xs: 3, sm: 5 },
          border: 1,
          borderColor: child ? 'yellow.main' : 'grey.200',
          borderWidth: child ? 4 : 1,
        }}
      >
        <Typography
          component="h1"
          variant={child ? 'h1' : 'h2'}
          sx={{ mb: 1, color: child ? 'secondary.main' : 'text.primary' }}
        >
          {title}
        </Typography>
        {intro ? (
          <Typography color="text.secondary" sx={{ mb: 3, fontSize: child ? '1.125rem' : undefined }}>
            {intro}
          </Typography>
        ) : null}
        {children}
        {footer ? <Box sx={{ mt: 3, display: 'grid', gap: 1 }}>{footer}</Box> : null}
      </Paper>
    </Box>
  );
}
