/*
 * <GamePlayer config onFinish />: plays one game lesson from its JSON configuration and calls
 * onFinish({ score }) exactly once, after a short "All done!" moment (FINISH_DELAY_MS, or at once when
 * the child presses "See my stars"). The host page shows stars and XP after that.
 *
 * Keyboard operation (what the e2e test drives). Tab / Shift+Tab move between controls, Enter or Space
 * presses the focused one, arrow keys (and Home/End) also move between the tiles of one group.
 * Every tile's accessible name is exactly its label from the configuration, so match names exactly
 * (Playwright: getByRole('button', { name, exact: true })): "Safe" is inside "Unsafe".
 * Above every game: the instructions and a "Read aloud" button (only where the browser can speak).
 *
 * - quiz: each option is a button named by its text. A right option moves focus to "Next"; a wrong one
 *   says "Nice try! Let's look again." and the child picks another. "Next" after the last question
 *   finishes. Keyboard: focus the right option, Enter; Enter again (focus is on "Next").
 *   Also "Read the question". Progress "Question 2 of 3".
 * - sort: cards are shown in a mixed (fixed) order in the group "Cards to sort"; one card is always
 *   picked (the first to start with, then the next one left): it has aria-pressed="true", so
 *   getByRole('group', { name: 'Cards to sort' }).getByRole('button', { pressed: true }) finds it.
 *   Each group is a button named by the group label; pressing it puts the picked card there. Right:
 *   the next card is picked and focus stays on the group button. Wrong: the card bounces back, that
 *   group says "Not this one". Pressing a card picks it instead. Keyboard: per card, Tab to its
 *   group's button and press Enter. Progress "2 of 6 sorted".
 * - match: a column "Feelings" (buttons named by the feeling word) and a column "Faces" (buttons
 *   named by face_label, mixed up). Press one of either column, then one of the other; a wrong pair
 *   keeps the first pick. Keyboard: Enter on a feeling, then Enter on its face (either order works).
 *   More than 4 pairs (MATCH_BOARD_PAIRS): rounds of at most 3 ("Round 1 of 2"; 5 pairs: 3 then 2),
 *   each round's pairs named by the API (else the author's order); only the current round's tiles
 *   exist, and focus moves to the new round's first feeling. Play whichever feelings are showing.
 * - affirmation: starter tiles and word tiles are toggle buttons named by their words; then
 *   "Add my sentence" (aria-disabled until a starter and 1-3 words are picked), "Start again" clears.
 *   After sentences_required sentences, the game finishes. "Read my sentences" reads the list.
 *   Keyboard: Enter on a starter, Enter on one to three words, Enter on "Add my sentence"; repeat.
 * - breathing: "Start" begins (the same button then reads "Pause" / "Keep going"); the exercise runs
 *   for cycles x (inhale + hold + exhale) seconds on real timers and finishes by itself (an e2e test
 *   should pick a mission with few, short cycles or wait that long). Progress "Breath 1 of 3".
 *   "Stop here" (after one full breath) finishes early with the breaths done so far.
 *
 * When a game ends: a heading "All done!" takes focus, then onFinish is called; a "See my stars"
 * button calls it at once. Feedback and progress are announced in one polite live region.
 */
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GameType } from '@ye/contracts/games';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ReadAloudButton } from '../read-aloud-button.tsx';
import { AffirmationGame } from './affirmation-game.tsx';
import { BreathingGame } from './breathing-game.tsx';
import { AnnouncerProvider } from './game-ui.tsx';
import { MatchGame } from './match-game.tsx';
import { QuizGame } from './quiz-game.tsx';
import { SortGame } from './sort-game.tsx';
import type { GamePlayerProps, GameResult } from './types.ts';

/** How long "All done!" shows before the page takes over with the stars. */
export const FINISH_DELAY_MS = 1800;

const DONE_WORDS: Record<GameType, string> = {
  quiz: 'You answered every question. Great thinking!',
  sort: 'You sorted every card. Well done!',
  match: 'You matched every feeling with its face. Well done!',
  affirmation: 'You built kind sentences about yourself. Remember them!',
  breathing: 'You finished your calm breathing. Notice how your body feels.',
};

function Game({ config, onFinish, serving }: GamePlayerProps) {
  switch (config.type) {
    case 'quiz':
      return <QuizGame config={config} onFinish={onFinish} serving={serving} />;
    case 'sort':
      return <SortGame config={config} onFinish={onFinish} serving={serving} />;
    case 'match':
      return <MatchGame config={config} onFinish={onFinish} serving={serving} />;
    case 'affirmation':
      return <AffirmationGame config={config} onFinish={onFinish} />;
    case 'breathing':
      return <BreathingGame config={config} onFinish={onFinish} />;
  }
}

function AllDone({
  type,
  reported,
  onContinue,
}: {
  type: GameType;
  reported: boolean;
  onContinue: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 3, md: 5 } }}>
      <Box
        aria-hidden="true"
        sx={{
          width: 96,
          height: 96,
          mx: 'auto',
          borderRadius: '50%',
          bgcolor: 'yellow.main',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          '& svg': { fontSize: 56, color: 'secondary.main' },
          '@keyframes all-done-pop': { from: { transform: 'scale(0.6)' }, to: { transform: 'scale(1)' } },
          animation: 'all-done-pop 400ms ease-out',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <CelebrationRounded />
      </Box>
      <Typography
        ref={heading}
        component="h2"
        tabIndex={-1}
        sx={{
          fontSize: { xs: '2rem', md: '2.5rem' },
          fontWeight: 700,
          color: 'secondary.main',
          mt: 1,
          outline: 'none',
        }}
      >
        All done!
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' }, mt: 1, mb: 3 }}>
        {DONE_WORDS[type]}
      </Typography>
      {reported ? null : (
        <Button
          variant="contained"
          color="secondary"
          size="large"
          onClick={onContinue}
          startIcon={<AutoAwesomeRounded />}
          sx={{ minHeight: 56 }}
        >
          See my stars
        </Button>
      )}
    </Box>
  );
}

function GameSession({ config, onFinish, serving }: GamePlayerProps) {
  const [result, setResult] = useState<GameResult | null>(null);
  const [reported, setReported] = useState(false);
  const reportedRef = useRef(false);
  const onFinishRef = useRef(onFinish);
  useEffect(() => {
    onFinishRef.current = onFinish;
  }, [onFinish]);

  // The game's own end: keep the first result only, whatever happens after.
  const finish = useCallback((r: GameResult) => setResult((current) => current ?? r), []);

  const report = useCallback(() => {
    if (reportedRef.current || !result) return;
    reportedRef.current = true;
    setReported(true);
    onFinishRef.current(result);
  }, [result]);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(report, FINISH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, report]);

  return (
    <AnnouncerProvider>
      <Paper
        elevation={0}
        sx={{
          p: { xs: 2, sm: 3, md: 4 },
          border: 3,
          borderColor: 'purple.main',
          minWidth: 0,
          overflowWrap: 'break-word',
        }}
      >
        {result ? (
          <AllDone type={config.type} reported={reported} onContinue={report} />
        ) : (
          <>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'flex-start',
                justifyContent: 'space-between',
                gap: 1.5,
                mb: 3,
                p: 2,
                borderRadius: '16px',
                bgcolor: 'rgba(255, 200, 61, 0.22)',
              }}
            >
              <Typography
                sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' }, fontWeight: 500, flex: '1 1 16rem' }}
              >
                {config.instructions}
              </Typography>
              <ReadAloudButton text={config.instructions} label="Read aloud" sx={{ bgcolor: '#FFFFFF' }} />
            </Box>
            <Game config={config} onFinish={finish} serving={serving} />
          </>
        )}
      </Paper>
    </AnnouncerProvider>
  );
}

/** Plays one game; a new configuration starts a fresh game. */
export function GamePlayer({ config, onFinish, serving }: GamePlayerProps) {
  return <GameSession key={JSON.stringify(config)} config={config} onFinish={onFinish} serving={serving} />;
}

export default GamePlayer;
