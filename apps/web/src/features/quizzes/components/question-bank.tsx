import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { QuizKind, QuizQuestion } from '@ye/contracts/quizzes';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { plural } from '../../../lib/format.ts';
import { QUESTIONS_PAGE_SIZE, useArchiveQuestion, useQuestions } from '../api.ts';
import { ARCHIVE_QUESTION } from '../words.ts';
import { CardList, CardsLoading, ListToolbar, QuizzesEmpty } from './list-parts.tsx';
import { QuestionCard } from './question-bank/question-card.tsx';
import { QuestionDialog } from './question-dialog.tsx';

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
      <ListToolbar
        searchLabel="Search your questions"
        q={q}
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
      >
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
      </ListToolbar>

      {list.isPending ? (
        <CardsLoading label="Loading your questions" count={3} height={140} />
      ) : list.isError ? (
        <ListError what="your questions" error={list.error} onRetry={() => list.refetch()} />
      ) : data && data.count === 0 ? (
        <QuizzesEmpty
          title={
            status === 'archived'
              ? 'No archived questions'
              : filtered
                ? 'No questions match'
                : 'Your question bank is empty'
          }
        >
          {status === 'archived'
            ? 'Questions you archive are kept here, with their answers.'
            : filtered
              ? 'Try another word, or show all kinds.'
              : 'Write quiz questions with a right answer, or survey questions that ask what children think. Then build quizzes and surveys from them.'}
        </QuizzesEmpty>
      ) : data ? (
        <CardList
          items={data.results}
          countText={plural(data.count, 'question')}
          busy={list.isFetching}
          pagesLabel="Pages of questions"
          pageCount={pageCount}
          page={page}
          onPage={(next) => setPage(next)}
          renderCard={(question) => (
            <QuestionCard question={question} onEdit={onEdit} onArchive={onArchive} />
          )}
        />
      ) : null}

      <QuestionDialog open={dialogOpen} question={editing} onClose={() => setDialogOpen(false)} />
    </Box>
  );
}
