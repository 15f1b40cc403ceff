import QuizRounded from '@mui/icons-material/QuizRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageNav } from '../../../components/page-nav.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { SEARCH_DELAY_MS } from '../api.ts';

// The pieces the quiz list and the question bank share: search row, loading, empty and the list.

/** The search box, then the list's own filters and New button. */
export function ListToolbar({
  searchLabel,
  q,
  onSearch,
  children,
}: {
  searchLabel: string;
  q: string;
  onSearch: (q: string) => void;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <SearchBox
          value={q}
          onSearch={onSearch}
          label={searchLabel}
          delayMs={SEARCH_DELAY_MS}
          maxLength={100}
          maxWidth={520}
        />
      </Box>
      {children}
    </Box>
  );
}

const SLOTS = [0, 1, 2] as const;

/** Up to three skeleton cards while a list loads. */
export function CardsLoading({ label, count, height }: { label: string; count: 2 | 3; height: number }) {
  return (
    <Box aria-busy="true" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      {SLOTS.slice(0, count).map((i) => (
        <Skeleton key={i} variant="rounded" height={height} sx={{ borderRadius: 3 }} />
      ))}
    </Box>
  );
}

/** An empty list: the quiz icon, a heading and what to do next. */
export function QuizzesEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}>
      <QuizRounded aria-hidden sx={{ fontSize: 56, color: 'purple.main', mb: 1 }} />
      <Typography component="h2" variant="h5" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
        {children}
      </Typography>
    </Paper>
  );
}

/** How many there are, one card a list item, and the pages. */
export function CardList<T extends { id: string }>({
  items,
  countText,
  busy,
  pagesLabel,
  pageCount,
  page,
  onPage,
  renderCard,
}: {
  items: readonly T[];
  countText: string;
  busy: boolean;
  pagesLabel: string;
  pageCount: number;
  page: number;
  onPage: (page: number) => void;
  renderCard: (item: T) => ReactNode;
}) {
  return (
    <Box aria-busy={busy}>
      <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
        {countText}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {items.map((item) => (
          <li key={item.id}>{renderCard(item)}</li>
        ))}
      </Box>
      <PageNav label={pagesLabel} pageCount={pageCount} page={Math.min(page, pageCount)} onChange={onPage} />
    </Box>
  );
}
