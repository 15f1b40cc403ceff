import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/error-toast.ts';
import { visuallyHidden } from '../lib/visually-hidden.ts';
import { PageNav } from './page-nav.tsx';

/** Skeleton cards while a list loads, with the words a screen reader hears. */
export function ListLoading({ label, height = 140 }: { label: string; height?: number }) {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
      <Box component="span" role="status" sx={visuallyHidden}>
        {label}
      </Box>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={height} sx={{ borderRadius: 3 }} />
      ))}
    </Box>
  );
}

/**
 * A list that did not load, in plain words, with a way to try again. `radius` matches the page's
 * own cards (the studio's pages round them more).
 */
export function ListError({
  what,
  error,
  onRetry,
  radius = 3,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
  radius?: number;
}) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: 3, borderRadius: radius, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{`We could not load ${what}. ${errorMessage(error)}`}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Paper>
  );
}

/** A friendly empty list: an icon, a heading and a line of what happens next. */
export function ListEmpty({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, textAlign: 'center' }}>
      {icon}
      <Typography component="h3" variant="h6" sx={{ mt: 1, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
        {children}
      </Typography>
    </Paper>
  );
}

/** Page links under a list, only when there is more than one page. */
export function ListPages({
  count,
  pageSize,
  onPage,
  ...nav
}: {
  label: string;
  /** Child pages: buttons big enough for a finger (48 px). */
  large?: boolean;
  count: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}) {
  return <PageNav {...nav} pageCount={Math.ceil(count / pageSize)} onChange={onPage} />;
}
