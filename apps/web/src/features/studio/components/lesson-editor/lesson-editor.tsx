import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import { unitWords } from '@ye/contracts/catalog';
import type { GameConfig, GameType } from '@ye/contracts/games';
import type { StudioChapter, StudioCourseDetail, StudioLesson } from '@ye/contracts/studio';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../../components/confirm-dialog.tsx';
import type { ConfirmOptions } from '../../../../lib/dialogs.ts';
import { useCreateLesson, useUpdateLesson } from '../../content-api.ts';
import { defaultGameConfig } from '../game-editor/defaults.ts';
import { leaveDialog, useLeaveGuard } from '../use-leave-guard.ts';
import { BasicsFields, BodyField } from './basics-fields.tsx';
import { EditorActions, EditorTitle } from './editor-chrome.tsx';
import { KindField } from './kind-field.tsx';
import { GameSection, VideoSection } from './kind-sections.tsx';
import { check, type Draft, draftOf, type Errors, requestOf } from './lesson-draft.ts';

/** Which lesson the editor is open for: a new one at the end of `chapter`, or `lesson`. */
export interface LessonEditorTarget {
  chapter: StudioChapter;
  lesson: StudioLesson | null;
}

const LEAVE_LESSON = leaveDialog('lesson');
const LEAVE_MISSION = leaveDialog('mission');

export function LessonEditor({
  course,
  target,
  onDone,
  closeRequest,
}: {
  course: StudioCourseDetail;
  target: LessonEditorTarget;
  onDone: () => void;
  /** Set to this editor's close (which asks first when there are unsaved changes), for Escape. */
  closeRequest: { current: () => void };
}) {
  const words = unitWords(course.kind);
  const { chapter, lesson } = target;
  const confirm = useConfirm();
  const create = useCreateLesson();
  const update = useUpdateLesson();
  const initial = useRef(draftOf(lesson, course.kind));
  const saved = useRef(false);
  const [draft, setDraft] = useState<Draft>(initial.current);
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  // Each game type keeps what was written for it, so trying another type and coming back loses nothing.
  const games = useRef<Partial<Record<GameType, GameConfig>>>(
    lesson?.game ? { [lesson.game.type]: lesson.game } : {},
  );
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial.current);
  useLeaveGuard(dirty, saved, course.kind === 'game' ? LEAVE_MISSION : LEAVE_LESSON);

  const change = (next: Partial<Draft>) => {
    const merged = { ...draft, ...next };
    setDraft(merged);
    // After a first Save, the messages follow the fixes as they are made.
    if (tried) setErrors(check(merged, words));
  };

  const chooseGame = (type: GameType) => {
    if (draft.game) games.current[draft.game.type] = draft.game;
    const game = games.current[type] ?? defaultGameConfig(type);
    change({ game });
  };

  const close = async () => {
    if (dirty && !saved.current) {
      const dialog: ConfirmOptions = {
        title: 'Close without saving?',
        message: `Your changes to this ${words.lesson} are not saved yet. If you close the editor now, they will be lost.`,
        confirmText: 'Close without saving',
        cancelText: 'Keep editing',
        destructive: true,
      };
      if (!(await confirm(dialog))) return;
    }
    onDone();
  };

  useEffect(() => {
    closeRequest.current = () => void close();
  });

  const save = async () => {
    setTried(true);
    const found = check(draft, words);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (lesson) await update.mutateAsync({ id: lesson.id, body: requestOf(draft, lesson) });
      else await create.mutateAsync({ chapterId: chapter.id, body: requestOf(draft, null) });
    } catch {
      return; // the error toast says why; the editor keeps everything
    }
    saved.current = true;
    toast.success(`“${draft.title.trim()}” is saved.`);
    onDone();
  };

  return (
    <>
      <EditorTitle
        title={lesson ? `Edit ${words.lesson}` : `New ${words.lesson}`}
        where={`In ${words.chapter} ${chapter.position}: ${chapter.title}`}
        onClose={() => void close()}
      />
      <DialogContent dividers>
        <Box
          component="form"
          id="lesson-editor-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{ display: 'grid', gap: 3 }}
        >
          <BasicsFields draft={draft} errors={errors} autoFocus={!lesson} onChange={change} />
          <KindField value={draft.kind} words={words} onChange={(kind) => change({ kind })} />
          {draft.kind === 'video' ? (
            <VideoSection
              value={draft.videoUrl}
              courseId={course.id}
              words={words}
              onChange={(videoUrl) => change({ videoUrl })}
            />
          ) : null}
          {draft.kind === 'game' ? (
            <GameSection
              game={draft.game}
              error={errors.game}
              onChooseType={chooseGame}
              onChange={(game) => change({ game })}
            />
          ) : null}
          <BodyField draft={draft} errors={errors} onChange={change} />
        </Box>
      </DialogContent>
      <EditorActions
        errorCount={Object.keys(errors).length}
        pending={create.isPending || update.isPending}
        submitLabel={lesson ? 'Save changes' : `Add ${words.lesson}`}
        onCancel={() => void close()}
      />
    </>
  );
}
