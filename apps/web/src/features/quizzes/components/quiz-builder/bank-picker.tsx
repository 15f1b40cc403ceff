import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { QUIZ_QUESTIONS_MAX, type QuizKind, type QuizQuestion } from '@ye/contracts/quizzes';
import { useState } from 'react';
import { PageNav } from '../../../../components/page-nav.tsx';
import { SearchBox } from '../../../../components/search-box.tsx';
import { errorMessage } from '../../../../lib/error-toast.ts';
import { QUESTIONS_PAGE_SIZE, SEARCH_DELAY_MS, useQuestions } from '../../api.ts';

/** The bank's active questions of one kind, searchable and paged, each with Add. */
export function BankPicker({
  kind,
  chosen,
  onAdd,
}: {
  kind: QuizKind;
  chosen: readonly QuizQuestion[];
  onAdd: (q: QuizQuestion) => void;
}) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuestions({ q, page, kind, status: 'active' });
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / QUESTIONS_PAGE_SIZE)) : 1;
  const full = chosen.length >= QUIZ_QUESTIONS_MAX;

  return (
    <Box>
      <SearchBox
        value={q}
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
        label={`Search your ${kind} questions`}
        delayMs={SEARCH_DELAY_MS}
        maxLength={100}
        maxWidth={520}
      />
      <Box sx={{ mt: 2 }}>
        {list.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : list.isError ? (
          <Alert
            severity="error"
            role="alert"
          >{`We could not load your questions. ${errorMessage(list.error)}`}</Alert>
        ) : data && data.count === 0 ? (
          <Typography color="text.secondary">
            {q
              ? 'No questions match. Try another word.'
              : `Your bank has no ${kind} questions yet. Write some in the Question bank first.`}
          </Typography>
        ) : data ? (
          <>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {data.results.map((question) => {
                const added = chosen.some((c) => c.id === question.id);
                return (
                  <Box
                    component="li"
                    key={question.id}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      p: 1,
                      borderRadius: 2,
                      border: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {question.prompt}
                    </Typography>
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<AddRounded />}
                      disabled={added || full}
                      onClick={() => onAdd(question)}
                      aria-label={added ? `“${question.prompt}” is added` : `Add “${question.prompt}”`}
                      sx={{ flexShrink: 0 }}
                    >
                      {added ? 'Added' : 'Add'}
                    </Button>
                  </Box>
                );
              })}
            </Box>
            <PageNav
              label="Pages of bank questions"
              pageCount={pageCount}
              page={Math.min(page, pageCount)}
              onChange={(next) => setPage(next)}
              compact
            />
          </>
        ) : null}
      </Box>
    </Box>
  );
}
