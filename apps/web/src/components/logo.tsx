import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The wordmark: a small sprouting-leaf mark and the name. `light` for dark backgrounds. */
export function Logo({ light = false, compact = false }: { light?: boolean; compact?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        sx={{ width: 32, height: 32, flex: 'none' }}
      >
        <circle cx="16" cy="16" r="16" fill={light ? '#FFC83D' : '#1B5E20'} />
        <path d="M16 25V14" stroke={light ? '#1B5E20' : '#FFFFFF'} strokeWidth="2.5" strokeLinecap="round" />
        <path d="M16 16c0-4 3-7 8-7 0 5-3 8-8 7Z" fill={light ? '#1B5E20' : '#FFC83D'} />
        <path d="M16 19c0-3-2.5-5.5-7-5.5 0 4 2.5 6 7 5.5Z" fill={light ? '#2E7D32' : '#F28C28'} />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: compact ? '1rem' : { xs: '1rem', sm: '1.125rem' },
          whiteSpace: 'nowrap',
          lineHeight: 1.1,
          color: light ? '#FFFFFF' : 'primary.main',
        }}
      >
        Youth Enrichments
      </Typography>
    </Box>
  );
}
