import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Label and value pairs ("Next charge" — "$9.99 on Dec 01, 2026") as a description list. */
export function DetailList({ items }: { items: readonly (readonly [string, ReactNode] | null | false)[] }) {
  const rows = items.filter((i): i is readonly [string, ReactNode] => Boolean(i));
  if (rows.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
        '& dt': { color: 'text.secondary', fontWeight: 500 },
        '& dd': { m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600 },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
