import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A named palette from the theme (yellow, orange, …) when present, else the given fallback. */
export function tone(theme: Theme, name: string, fallback: string): string {
  const palette = (theme.palette as unknown as Record<string, { main?: string } | undefined>)[name];
  return palette?.main ?? fallback;
}

export const sectionSx = { py: { xs: 6, md: 9 } } as const;

/** The centred h2 every home section opens with; `id` is what the section is labelled by. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography
      id={id}
      component="h2"
      variant="h4"
      sx={{ fontWeight: 700, fontSize: { xs: '1.65rem', md: '2.2rem' }, textAlign: 'center' }}
    >
      {children}
    </Typography>
  );
}
