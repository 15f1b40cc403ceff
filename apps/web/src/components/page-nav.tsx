import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

/**
 * Page numbers under a list, in a labelled nav landmark ("Pages of courses"); nothing when everything
 * fits on one page. The page shown is clamped, so a list that shrank under a deep link still reads.
 */
export function PageNav({
  label,
  pageCount,
  page,
  onChange,
  compact = false,
  large = false,
}: {
  label: string;
  pageCount: number;
  page: number;
  onChange: (page: number) => void;
  /** Small buttons and a small gap: inside dialogs and pickers. */
  compact?: boolean;
  /** 48 px buttons: children's pages. */
  large?: boolean;
}) {
  if (pageCount <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', justifyContent: 'center', mt: compact ? 1.5 : 3 }}
    >
      <Pagination
        count={pageCount}
        page={Math.min(page, pageCount)}
        onChange={(_, next) => onChange(next)}
        color="primary"
        size={compact ? 'small' : 'medium'}
        siblingCount={0}
        sx={
          large
            ? { '& .MuiPaginationItem-root': { minWidth: 48, height: 48, fontSize: '1.125rem' } }
            : undefined
        }
      />
    </Box>
  );
}
