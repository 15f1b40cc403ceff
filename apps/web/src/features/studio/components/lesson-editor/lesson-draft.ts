import type { LessonKind, UnitWords } from '@ye/contracts/catalog';
import type { GameConfig } from '@ye/contracts/games';
import type {
  CreateLessonRequest,
  StudioCourseDetail,
  StudioLesson,
  UpdateLessonRequest,
} from '@ye/contracts/studio';
import { TITLE_MAX } from '@ye/contracts/studio';
import { gameProblem } from '../game-issues.ts';

const BODY_MAX = 20_000;

export const KINDS: readonly { kind: LessonKind; label: string; hint: string }[] = [
  { kind: 'text', label: 'Text', hint: 'Words children read, or hear with the read-aloud button.' },
  { kind: 'video', label: 'Video', hint: 'A video children watch, with a short text about it below.' },
  {
    kind: 'reflection',
    label: 'Reflection',
    hint: 'A question children think about and answer in their own journal.',
  },
  {
    kind: 'game',
    label: 'Game',
    hint: 'A mini-game: a quiz, sorting, matching pairs, kind words or breathing.',
  },
];

/** The body field in the words of each kind of lesson. */
export const BODY_FIELD: Record<
  LessonKind,
  { label: string; hint: string; required: boolean; rows: number }
> = {
  text: {
    label: 'Lesson text',
    hint: 'An empty line starts a new paragraph. Children can have it read aloud.',
    required: true,
    rows: 8,
  },
  reflection: {
    label: 'Question to think about',
    hint: 'Children read or hear it, then write their answer in their journal. Only they and their grown-up see it.',
    required: true,
    rows: 4,
  },
  video: {
    label: 'About this video',
    hint: 'Optional: a short summary or the words of the video, shown below it for children who cannot watch.',
    required: false,
    rows: 4,
  },
  game: {
    label: 'Introduction',
    hint: 'Optional: a few words shown above the game.',
    required: false,
    rows: 3,
  },
};

export interface Draft {
  title: string;
  kind: LessonKind;
  body: string;
  videoUrl: string | null;
  /** As typed, so a half-typed number can be fixed rather than jump back. */
  minutes: string;
  game: GameConfig | null;
}

type Field = 'title' | 'body' | 'minutes' | 'game';
export type Errors = Partial<Record<Field, string>>;

/** The editor's starting values: the lesson's, or a new one's (a game in a game course). */
export function draftOf(lesson: StudioLesson | null, courseKind: StudioCourseDetail['kind']): Draft {
  if (!lesson)
    return {
      title: '',
      kind: courseKind === 'game' ? 'game' : 'text',
      body: '',
      videoUrl: null,
      minutes: '5',
      game: null,
    };
  return {
    title: lesson.title,
    kind: lesson.kind,
    body: lesson.body,
    videoUrl: lesson.video_url,
    minutes: String(lesson.duration_minutes),
    game: lesson.game,
  };
}

/** The messages to show, by field: none when the draft can be saved. */
export function check(draft: Draft, words: UnitWords): Errors {
  const errors: Errors = {};
  const title = draft.title.trim();
  if (!title) errors.title = `Please give the ${words.lesson} a title.`;
  else if (title.length > TITLE_MAX) errors.title = `A title can be at most ${TITLE_MAX} characters.`;
  const minutes = Number(draft.minutes);
  if (!/^\d+$/.test(draft.minutes.trim()) || minutes < 1 || minutes > 240)
    errors.minutes = 'Please give the minutes as a whole number from 1 to 240.';
  if (draft.body.length > BODY_MAX) errors.body = `The text can be at most ${BODY_MAX} characters.`;
  else if (BODY_FIELD[draft.kind].required && !draft.body.trim())
    errors.body =
      draft.kind === 'text'
        ? `Please write the text of the ${words.lesson}.`
        : 'Please write the question children think about.';
  if (draft.kind === 'game') {
    if (!draft.game) errors.game = 'Please choose which game this is.';
    else {
      const problem = gameProblem(draft.game);
      if (problem) errors.game = `The game is not ready to save yet. ${problem}`;
    }
  }
  return errors;
}

/** What the API takes: only what belongs to the kind, and on an update only the video if it changed. */
export function requestOf(
  draft: Draft,
  lesson: StudioLesson | null,
): CreateLessonRequest & UpdateLessonRequest {
  const base = {
    title: draft.title.trim(),
    kind: draft.kind,
    body: draft.body,
    duration_minutes: Number(draft.minutes),
  };
  const game = draft.kind === 'game' ? { game: draft.game } : {};
  const videoUrl = draft.kind === 'video' ? draft.videoUrl : null;
  if (!lesson) return { ...base, ...game, ...(videoUrl ? { video_url: videoUrl } : {}) };
  return { ...base, ...game, ...(videoUrl !== lesson.video_url ? { video_url: videoUrl } : {}) };
}
