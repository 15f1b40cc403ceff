import Chip from '@mui/material/Chip';
import type { QuizKind } from '@ye/contracts/quizzes';
import { KIND_LABEL } from '../words.ts';

/** 'Quiz' or 'Survey', in two colours that keep their contrast. */
export function KindChip({ kind }: { kind: QuizKind }) {
  return (
    <Chip
      size="small"
      label={KIND_LABEL[kind]}
      sx={{
        fontWeight: 600,
        bgcolor: kind === 'quiz' ? '#EDE7F6' : '#E8F5E9',
        color: kind === 'quiz' ? '#4A148C' : '#1B5E20',
      }}
    />
  );
}
