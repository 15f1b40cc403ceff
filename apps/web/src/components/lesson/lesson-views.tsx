import type { LessonContent } from '@ye/contracts/catalog';
import type { GameServing } from '../games/types.ts';
import { GameLesson } from './game-lesson.tsx';
import { type JournalKeeper, ReflectionLesson } from './reflection-lesson.tsx';
import { TextLesson } from './text-lesson.tsx';
import { VideoLesson } from './video-lesson.tsx';

// One lesson as a child meets it: its heading (lesson-header.tsx), the video, reading, reflection or
// game (here), and what the child earned (lesson-result.tsx). The child's lesson page and the
// instructor's preview (/courses/preview) both render these, each with its own way of keeping
// progress (the preview keeps none).

interface LessonViewByKindProps {
  content: LessonContent;
  /** A video, reading or reflection is done ("I read it"). */
  onDone: () => void;
  /** A game ended with this score (0-100); startedAt is when this play began. */
  onGameFinish: (score: number, startedAt: number) => void;
  busy: boolean;
  /** A new number starts a new play of the game. */
  attempt: number;
  journal: JournalKeeper;
  /** Adaptive serving of quiz, sort and match games (the child's page only, decision 052). */
  makeServing?: (lessonId: string) => GameServing;
}

/** The lesson itself, by its kind. */
export function LessonView({
  content,
  onDone,
  onGameFinish,
  busy,
  attempt,
  journal,
  makeServing,
}: LessonViewByKindProps) {
  if (content.kind === 'video') return <VideoLesson content={content} onDone={onDone} busy={busy} />;
  if (content.kind === 'text') return <TextLesson content={content} onDone={onDone} busy={busy} />;
  if (content.kind === 'reflection')
    return <ReflectionLesson content={content} onDone={onDone} busy={busy} journal={journal} />;
  return <GameLesson key={attempt} content={content} onFinish={onGameFinish} makeServing={makeServing} />;
}
