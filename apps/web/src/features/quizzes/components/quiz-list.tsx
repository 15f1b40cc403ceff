import AddRounded from '@mui/icons-material/AddRounded';
import BarChartRounded from '@mui/icons-material/BarChartRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import QuizRounded from '@mui/icons-material/QuizRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { QuizDetail, QuizSummary } from '@ye/contracts/quizzes';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { PageNav } from '../../../components/page-nav.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { plural } from '../../../lib/format.ts';
import {
  QUIZZES_PAGE_SIZE,
  quizQueryOptions,
  SEARCH_DELAY_MS,
  useDeleteQuiz,
  useDetachQuiz,
  useQuizzes,
} from '../api.ts';
import { DELETE_QUIZ, DETACH_QUIZ } from '../words.ts';
import { AttachDialog } from './attach-dialog.tsx';
import { KindChip } from './kind-chip.tsx';
import { QuizBuilderDialog } from './quiz-builder-dialog.tsx';
import { QuizResultsDialog } from './quiz-results-dialog.tsx';

interface Actions {
  busyId: string | null;
  onResults: (quiz: QuizSummary) => void;
  onEdit: (quiz: QuizSummary) => void;
  onAttach: (quiz: QuizSummary) => void;
  onDetach: (quiz: QuizSummary) => void;
  onDelete: (quiz: QuizSummary) => void;
}

function QuizCard({ quiz, actions }: { quiz: QuizSummary; actions: Actions }) {
  const busy = actions.busyId === quiz.id;
  const name = `“${quiz.title}”`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
        <KindChip kind={quiz.kind} />
        <Typography variant="body2" color="text.secondary">
          {`${plural(quiz.question_count, 'question')} · ${plural(quiz.response_count, 'child', 'children')} answered`}
        </Typography>
      </Box>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {quiz.title}
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {quiz.lesson
          ? `At the end of “${quiz.lesson.title}” in ${quiz.lesson.course_title}${quiz.lesson.course_status === 'draft' ? ' (draft)' : ''}`
          : 'Not attached to a lesson yet: children do not see it.'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button
          variant="contained"
          startIcon={<BarChartRounded />}
          onClick={() => actions.onResults(quiz)}
          aria-label={`Results of ${name}`}
        >
          Results
        </Button>
        <Button
          variant="outlined"
          startIcon={<EditOutlined />}
          onClick={() => actions.onEdit(quiz)}
          disabled={busy}
          aria-label={`Edit ${name}`}
        >
          Edit
        </Button>
        <Button
          variant="outlined"
          startIcon={<LinkRounded />}
          onClick={() => actions.onAttach(quiz)}
          disabled={busy}
          aria-label={quiz.lesson ? `Move ${name} to another lesson` : `Attach ${name} to a lesson`}
        >
          {quiz.lesson ? 'Move' : 'Attach'}
        </Button>
        {quiz.lesson ? (
          <Button
            color="inherit"
            startIcon={<LinkOffRounded />}
            onClick={() => actions.onDetach(quiz)}
            disabled={busy}
            aria-label={`Detach ${name}`}
          >
            Detach
          </Button>
        ) : null}
        <Button
          color="error"
          startIcon={<DeleteOutlineRounded />}
          onClick={() => actions.onDelete(quiz)}
          disabled={busy}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Button>
      </Box>
    </Paper>
  );
}

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

  const actions: Actions = {
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <SearchBox
            value={q}
            onSearch={(next) => {
              setQ(next);
              setPage(1);
            }}
            label="Search your quizzes and surveys"
            delayMs={SEARCH_DELAY_MS}
            maxLength={100}
            maxWidth={520}
          />
        </Box>
        {newButton}
      </Box>

      {list.isPending ? (
        <Box aria-busy="true" aria-label="Loading your quizzes and surveys" sx={{ display: 'grid', gap: 2 }}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={150} sx={{ borderRadius: 3 }} />
          ))}
        </Box>
      ) : list.isError ? (
        <ListError what="your quizzes and surveys" error={list.error} onRetry={() => list.refetch()} />
      ) : data && data.count === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}>
          <QuizRounded aria-hidden sx={{ fontSize: 56, color: 'purple.main', mb: 1 }} />
          <Typography component="h2" variant="h5" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {q ? `Nothing matches “${q}”` : 'No quizzes or surveys yet'}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
            {q
              ? 'Try another word from a title.'
              : 'Build one from the questions in your bank, then attach it to a lesson. Children meet it at the end of that lesson.'}
          </Typography>
        </Paper>
      ) : data ? (
        <Box aria-busy={list.isFetching}>
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            {plural(data.count, 'quiz or survey', 'quizzes and surveys')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {data.results.map((quiz) => (
              <li key={quiz.id}>
                <QuizCard quiz={quiz} actions={actions} />
              </li>
            ))}
          </Box>
          <PageNav
            label="Pages of quizzes and surveys"
            pageCount={pageCount}
            page={Math.min(page, pageCount)}
            onChange={(next) => setPage(next)}
          />
        </Box>
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
