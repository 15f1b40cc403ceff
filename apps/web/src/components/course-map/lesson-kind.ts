import type { SvgIconComponent } from '@mui/icons-material';
import AirRounded from '@mui/icons-material/AirRounded';
import CategoryRounded from '@mui/icons-material/CategoryRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import ExtensionRounded from '@mui/icons-material/ExtensionRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import PlayCircleRounded from '@mui/icons-material/PlayCircleRounded';
import QuizRounded from '@mui/icons-material/QuizRounded';
import RecordVoiceOverRounded from '@mui/icons-material/RecordVoiceOverRounded';
import type { LessonSummary } from '@ye/contracts/catalog';
import { GAME_TYPE_LABELS } from '@ye/contracts/games';

const GAME_ICONS: Record<string, SvgIconComponent> = {
  quiz: QuizRounded,
  sort: CategoryRounded,
  match: ExtensionRounded,
  affirmation: RecordVoiceOverRounded,
  breathing: AirRounded,
};

/** The trail's icon for a lesson: by its kind, and for a game by its type. */
export function lessonIcon(lesson: Pick<LessonSummary, 'kind' | 'game_type'>): SvgIconComponent {
  if (lesson.kind === 'video') return PlayCircleRounded;
  if (lesson.kind === 'text') return MenuBookRounded;
  if (lesson.kind === 'reflection') return EditNoteRounded;
  return (lesson.game_type && GAME_ICONS[lesson.game_type]) || QuizRounded;
}

/** A lesson's kind in a child's words: Video, Reading, Think and write, or the game's name. */
export function lessonKindWord(lesson: Pick<LessonSummary, 'kind' | 'game_type'>): string {
  if (lesson.kind === 'video') return 'Video';
  if (lesson.kind === 'text') return 'Reading';
  if (lesson.kind === 'reflection') return 'Think and write';
  return lesson.game_type ? GAME_TYPE_LABELS[lesson.game_type] : 'Game';
}
