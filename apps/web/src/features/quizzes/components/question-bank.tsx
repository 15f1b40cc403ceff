import AddRounded from '@mui/icons-material/AddRounded';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import QuizRounded from '@mui/icons-material/QuizRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { QuizKind, QuizQuestion } from '@ye/contracts/quizzes';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { PageNav } from '../../../components/page-nav.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { plural } from '../../../lib/format.ts';
import { QUESTIONS_PAGE_SIZE, SEARCH_DELAY_MS, useArchiveQuestion, useQuestions } from '../api.ts';
import { ARCHIVE_QUESTION } from '../words.ts';
import { KindChip } from './kind-chip.tsx';
import { QuestionDialog } from './question-dialog.tsx';

function QuestionCard({
  question,
  onEdit,
  onArchive,
}: {
  question: QuizQuestion;
  onEdit: (q: QuizQuestion) => void;
  onArchive: (q: QuizQuestion) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <KindChip kind={question.kind} />
        <Typography variant="body2" color="text.secondary">
          {question.quiz_count === 0
            ? 'Not used yet'
            : `Used in ${plural(question.quiz_count, 'quiz', 'quizzes')}`}
          {question.answered ? ' · answered by children' : ''}
        </Typography>
      </Box>
      <Typography component="h3" sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
        {question.prompt}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {question.options.map((option, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their position
          <li key={i}>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <span style={{ overflowWrap: 'anywhere' }}>{option}</span>
              {question.correct_option === i ? (
                <Box
                  component="span"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'success.dark' }}
                >
                  <CheckCircleRounded fontSize="small" aria-hidden />
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                    right answer
                  </Typography>
                </Box>
              ) : null}
            </Box>
          </li>
        ))}
      </Box>
      {question.archived ? null : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<EditOutlined />}
            onClick={() => onEdit(question)}
            aria-label={`Edit “${question.prompt}”`}
          >
            Edit
          </Button>
          <Button
            color="inherit"
            startIcon={<ArchiveOutlined />}
            onClick={() => onArchive(question)}
            aria-label={`Archive “${question.prompt}”`}
          >
            Archive
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/**
 * The question bank: the instructor's quiz and survey questions, searchable, filtered by kind,
 * paginated; write, edit and archive (archived ones are listed apart and stay in their quizzes).
 */
export function QuestionBank() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<QuizKind | 'all'>('all');
  const [status, setStatus] = useState<'active' | 'archived'>('active');
  const [editing, setEditing] = useState<QuizQuestion | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const list = useQuestions({ q, page, kind: kind === 'all' ? undefined : kind, status });
  const archive = useArchiveQuestion();
  const confirm = useConfirm();

  const openNew = () => {
    setEditing(null);
    setDialogOpen(true);
  };
  const onEdit = (question: QuizQuestion) => {
    setEditing(question);
    setDialogOpen(true);
  };
  const onArchive = async (question: QuizQuestion) => {
    if (!(await confirm(ARCHIVE_QUESTION))) return;
    const done = await archive.mutateAsync(question.id).catch(() => null);
    if (done) toast.success('Question archived.');
  };

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / QUESTIONS_PAGE_SIZE)) : 1;
  const filtered = q !== '' || kind !== 'all';

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
            label="Search your questions"
            delayMs={SEARCH_DELAY_MS}
            maxLength={100}
            maxWidth={520}
          />
        </Box>
        <TextField
          select
          label="Kind"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as QuizKind | 'all');
            setPage(1);
          }}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="all">All</MenuItem>
          <MenuItem value="quiz">Quiz</MenuItem>
          <MenuItem value="survey">Survey</MenuItem>
        </TextField>
        <TextField
          select
          label="Show"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as 'active' | 'archived');
            setPage(1);
          }}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="active">In use</MenuItem>
          <MenuItem value="archived">Archived</MenuItem>
        </TextField>
        <Button variant="contained" size="large" startIcon={<AddRounded />} onClick={openNew}>
          New question
        </Button>
      </Box>

      {list.isPending ? (
        <Box aria-busy="true" aria-label="Loading your questions" sx={{ display: 'grid', gap: 2 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={140} sx={{ borderRadius: 3 }} />
          ))}
        </Box>
      ) : list.isError ? (
        <ListError what="your questions" error={list.error} onRetry={() => list.refetch()} />
      ) : data && data.count === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}>
          <QuizRounded aria-hidden sx={{ fontSize: 56, color: 'purple.main', mb: 1 }} />
          <Typography component="h2" variant="h5" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {status === 'archived'
              ? 'No archived questions'
              : filtered
                ? 'No questions match'
                : 'Your question bank is empty'}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
            {status === 'archived'
              ? 'Questions you archive are kept here, with their answers.'
              : filtered
                ? 'Try another word, or show all kinds.'
                : 'Write quiz questions with a right answer, or survey questions that ask what children think. Then build quizzes and surveys from them.'}
          </Typography>
        </Paper>
      ) : data ? (
        <Box aria-busy={list.isFetching}>
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            {plural(data.count, 'question')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {data.results.map((question) => (
              <li key={question.id}>
                <QuestionCard question={question} onEdit={onEdit} onArchive={onArchive} />
              </li>
            ))}
          </Box>
          <PageNav
            label="Pages of questions"
            pageCount={pageCount}
            page={Math.min(page, pageCount)}
            onChange={(next) => setPage(next)}
          />
        </Box>
      ) : null}

      <QuestionDialog open={dialogOpen} question={editing} onClose={() => setDialogOpen(false)} />
    </Box>
  );
}
