import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import type { QuizDetail, QuizSummary } from '@ye/contracts/quizzes';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { plural } from '../../../lib/format.ts';
import { QUIZZES_PAGE_SIZE, quizQueryOptions, useDeleteQuiz, useDetachQuiz, useQuizzes } from '../api.ts';
import { DELETE_QUIZ, DETACH_QUIZ } from '../words.ts';
import { AttachDialog } from './attach-dialog.tsx';
import { CardList, CardsLoading, ListToolbar, QuizzesEmpty } from './list-parts.tsx';
import { QuizBuilderDialog } from './quiz-builder-dialog.tsx';
import { QuizCard, type QuizCardActions } from './quiz-list/quiz-card.tsx';
import { QuizResultsDialog } from './quiz-results-dialog.tsx';

/** The instructor's quizzes and surveys: build, edit, attach, detach, delete and read results. */
export function QuizList() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuizzes(q, page);
  const client = useQueryClient();
  const confirm = useConfirm();
  const detach = useDetachQuiz();
  const remove = useDeleteQuiz();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [builder, setBuilder] = useState<{ open: boolean; quiz: QuizDetail | null }>({
    open: false,
    quiz: null,
  });
  const [attaching, setAttaching] = useState<QuizSummary | null>(null);
  const [resultsId, setResultsId] = useState<string | null>(null);

  const run = async (quiz: QuizSummary, action: () => Promise<void>) => {
    setBusyId(quiz.id);
    try {
      await action();
    } finally {
      setBusyId(null);
    }
  };

  const actions: QuizCardActions = {
    busyId,
    onResults: (quiz) => setResultsId(quiz.id),
    onEdit: (quiz) =>
      run(quiz, async () => {
        try {
          const detail = await client.fetchQuery(quizQueryOptions(quiz.id));
          setBuilder({ open: true, quiz: detail });
        } catch (error) {
          toast.error(`We could not open “${quiz.title}”. ${errorMessage(error)}`);
        }
      }),
    onAttach: (quiz) => setAttaching(quiz),
    onDetach: async (quiz) => {
      if (!(await confirm(DETACH_QUIZ))) return;
      await run(quiz, async () => {
        const done = await detach.mutateAsync(quiz.id).catch(() => null);
        if (done) toast.success(`“${quiz.title}” is detached.`);
      });
    },
    onDelete: async (quiz) => {
      if (!(await confirm(DELETE_QUIZ))) return;
      await run(quiz, async () => {
        const done = await remove.mutateAsync(quiz.id).catch(() => null);
        if (done) {
          toast.success(`“${quiz.title}” is deleted.`);
          // The last one on a later page: go back a page.
          if (list.data?.results.length === 1 && page > 1) setPage(page - 1);
        }
      });
    },
  };

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / QUIZZES_PAGE_SIZE)) : 1;
  const newButton = (
    <Button
      variant="contained"
      size="large"
      startIcon={<AddRounded />}
      onClick={() => setBuilder({ open: true, quiz: null })}
    >
      New quiz or survey
    </Button>
  );

  return (
    <Box>
      <ListToolbar
        searchLabel="Search your quizzes and surveys"
        q={q}
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
      >
        {newButton}
      </ListToolbar>

      {list.isPending ? (
        <CardsLoading label="Loading your quizzes and surveys" count={2} height={150} />
      ) : list.isError ? (
        <ListError what="your quizzes and surveys" error={list.error} onRetry={() => list.refetch()} />
      ) : data && data.count === 0 ? (
        <QuizzesEmpty title={q ? `Nothing matches “${q}”` : 'No quizzes or surveys yet'}>
          {q
            ? 'Try another word from a title.'
            : 'Build one from the questions in your bank, then attach it to a lesson. Children meet it at the end of that lesson.'}
        </QuizzesEmpty>
      ) : data ? (
        <CardList
          items={data.results}
          countText={plural(data.count, 'quiz or survey', 'quizzes and surveys')}
          busy={list.isFetching}
          pagesLabel="Pages of quizzes and surveys"
          pageCount={pageCount}
          page={page}
          onPage={(next) => setPage(next)}
          renderCard={(quiz) => <QuizCard quiz={quiz} actions={actions} />}
        />
      ) : null}

      <QuizBuilderDialog
        open={builder.open}
        quiz={builder.quiz}
        onClose={() => setBuilder((b) => ({ ...b, open: false }))}
      />
      <AttachDialog quiz={attaching} onClose={() => setAttaching(null)} />
      <QuizResultsDialog quizId={resultsId} onClose={() => setResultsId(null)} />
    </Box>
  );
}
