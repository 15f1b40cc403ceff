import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GAME_TYPE_LABELS, type GameConfig } from '@ye/contracts/games';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { AffirmationForm } from './affirmation-form.tsx';
import { BreathingForm } from './breathing-form.tsx';
import { type EditorFields, EditorFieldsContext } from './fields.tsx';
import { GamePreview } from './game-preview.tsx';
import { MatchForm } from './match-form.tsx';
import { gameProblems } from './problems.ts';
import { QuizForm } from './quiz-form.tsx';
import { SortForm } from './sort-form.tsx';

export interface GameEditorProps {
  value: GameConfig;
  onChange: (value: GameConfig) => void;
}

/**
 * The form for one game lesson's configuration, with a live preview beside it (below it when
 * narrow). Controlled: every edit calls onChange with the whole config, which may be invalid while the
 * instructor works (check it with GameConfig.safeParse before saving). A new type is a new form:
 * start it from defaultGameConfig(type) (defaults.ts).
 */
export function GameEditor({ value, onChange }: GameEditorProps) {
  return <EditorBody key={value.type} value={value} onChange={onChange} />;
}

function Form({ value, onChange }: GameEditorProps) {
  switch (value.type) {
    case 'quiz':
      return <QuizForm value={value} onChange={onChange} />;
    case 'sort':
      return <SortForm value={value} onChange={onChange} />;
    case 'match':
      return <MatchForm value={value} onChange={onChange} />;
    case 'affirmation':
      return <AffirmationForm value={value} onChange={onChange} />;
    case 'breathing':
      return <BreathingForm value={value} onChange={onChange} />;
  }
}

/** Where focus goes after the next render: an element id, or the first field with a problem. */
type FocusTarget = { id: string } | 'first-problem';

function EditorBody({ value, onChange }: GameEditorProps) {
  const prefix = useId();
  const headingId = `${prefix}-heading`;
  const formRef = useRef<HTMLElement>(null);
  const problems = useMemo(() => gameProblems(value), [value]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const pendingFocus = useRef<FocusTarget | null>(null);

  // After adding or removing a row, focus goes to the new field or the list's add button, once the
  // parent has passed the new config back down.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const el =
      target === 'first-problem'
        ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem="true"]')
        : document.getElementById(target.id);
    if (el) {
      pendingFocus.current = null;
      el.focus();
    }
  });

  const touch = useCallback(
    (path: string) => setTouched((seen) => (seen.has(path) ? seen : new Set(seen).add(path))),
    [],
  );
  const fields = useMemo<EditorFields>(
    () => ({
      problem: (path) => {
        const found = problems.get(path);
        if (!found) return undefined;
        return !found.blank || showAll || touched.has(path) ? found.message : undefined;
      },
      touch,
      idFor: (path) => `${prefix}-${path.replaceAll('.', '-')}`,
      focusLater: (id) => {
        pendingFocus.current = { id };
      },
    }),
    [problems, showAll, touched, touch, prefix],
  );

  const showMissing = () => {
    setShowAll(true);
    pendingFocus.current = 'first-problem';
  };

  return (
    <EditorFieldsContext.Provider value={fields}>
      <Box sx={{ containerType: 'inline-size', containerName: 'game-editor' }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            alignItems: 'start',
            // Side by side only when the editor itself is wide enough, wherever it is placed.
            '@container game-editor (min-width: 56rem)': {
              gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
            },
          }}
        >
          <Box component="section" ref={formRef} aria-labelledby={headingId} sx={{ minWidth: 0 }}>
            <Typography component="h4" variant="h6" id={headingId} sx={{ mb: 2 }}>
              {GAME_TYPE_LABELS[value.type]} settings
            </Typography>
            <Form value={value} onChange={onChange} />
          </Box>
          <GamePreview value={value} onShowMissing={showMissing} />
        </Box>
      </Box>
    </EditorFieldsContext.Provider>
  );
}

export default GameEditor;
