import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLayoutEffect } from 'react';

/** Set on <html> while a page's module loads: the footer hides (site-footer.tsx). */
export const PAGE_LOADING_ATTRIBUTE = 'data-page-loading';
let loading = 0;

/**
 * Shown while a lazily loaded page (or its first data) arrives. `page`: it stands for the whole page,
 * so the footer hides until the page has come: under a short loader the footer sat in view and was
 * then pushed down by a long page or pulled up by a short one (a layout shift; decision 057). Hidden,
 * it is not counted as shifted when it shows in its place.
 */
export function PageLoader({ label = 'Loading', page = false }: { label?: string; page?: boolean }) {
  useLayoutEffect(() => {
    if (!page) return;
    loading += 1;
    document.documentElement.setAttribute(PAGE_LOADING_ATTRIBUTE, '');
    return () => {
      loading -= 1;
      if (loading === 0) document.documentElement.removeAttribute(PAGE_LOADING_ATTRIBUTE);
    };
  }, [page]);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }} role="status" aria-live="polite">
      <CircularProgress aria-label={label} />
    </Box>
  );
}
