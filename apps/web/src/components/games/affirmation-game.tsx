import AddRounded from '@mui/icons-material/AddRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { scoreAffirmation } from '@ye/contracts/game-scoring';
import type { AffirmationGame as AffirmationConfig } from '@ye/contracts/games';
import { useId, useState } from 'react';
import { plural } from '../../lib/format.ts';
import { ReadAloudButton } from '../read-aloud-button.tsx';
import { buildSentence } from './game-rules.ts';
import { Feedback, GameProgress, moveFocusWithArrows, Tile, useAnnounce } from './game-ui.tsx';
import type { GamePlayerProps } from './types.ts';

/** Tiles as wide as their words, wrapping onto new rows, so no word is ever split. */
const chipRow = { display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3 } as const;
const chip = { flex: '1 1 auto', maxWidth: '100%' } as const;

/** A sentence is a starter and one to three words. */
export const MAX_WORDS = 3;

/**
 * Build kind sentences about yourself: pick a start ("I am"), then one to three words, then
 * "Add my sentence". There are no wrong answers; the game ends after the sentences asked for.
 */
export function AffirmationGame({ config, onFinish }: GamePlayerProps<AffirmationConfig>) {
  const announce = useAnnounce();
  const [starter, setStarter] = useState<string | null>(null);
  const [words, setWords] = useState<string[]>([]);
  const [sentences, setSentences] = useState<string[]>([]);
  const [hint, setHint] = useState<string | null>(null);
  const hintId = useId();

  const required = config.sentences_required;
  const ready = starter !== null && words.length > 0;
  const preview = starter ? buildSentence(starter, words) : null;
  const progressText = `${sentences.length} of ${plural(required, 'sentence')} made`;

  const pickStarter = (value: string) => {
    setHint(null);
    const next = starter === value ? null : value;
    setStarter(next);
    if (next) announce(`My sentence: ${buildSentence(next, words)}`);
  };

  const toggleWord = (word: string) => {
    setHint(null);
    const next = words.includes(word) ? words.filter((w) => w !== word) : [...words, word];
    if (next.length > MAX_WORDS) {
      setHint('Three words is the most. Take one out to pick another.');
      announce('Three words is the most. Take one out to pick another.');
      return;
    }
    setWords(next);
    announce(
      starter
        ? `My sentence: ${buildSentence(starter, next)}`
        : `${next.join(', ') || 'No words'} picked. Now pick a start.`,
    );
  };

  const startAgain = () => {
    setStarter(null);
    setWords([]);
    setHint(null);
    announce('Your sentence is cleared. Pick a start.');
  };

  const add = () => {
    if (!starter || words.length === 0) {
      const missing = !starter
        ? `Pick a start first, like “${config.starters[0]}”.`
        : 'Now pick at least one word.';
      setHint(missing);
      announce(missing);
      return;
    }
    const sentence = buildSentence(starter, words);
    if (sentences.includes(sentence)) {
      setHint('You already have that sentence. Try some other words!');
      announce('You already have that sentence. Try some other words!');
      return;
    }
    const all = [...sentences, sentence];
    setSentences(all);
    setStarter(null);
    setWords([]);
    setHint(null);
    if (all.length >= required) {
      onFinish({ score: scoreAffirmation({ built: all.length, required }) });
      return;
    }
    announce(`Added: ${sentence} ${all.length} of ${required} sentences made. Build another one.`);
  };

  return (
    <Box>
      <GameProgress label={progressText} value={sentences.length} total={required} />

      <Typography component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        1. Pick a start
      </Typography>
      <Box role="group" aria-label="Sentence starts" onKeyDown={moveFocusWithArrows} sx={chipRow}>
        {config.starters.map((value) => (
          <Box key={value} sx={chip}>
            <Tile
              label={value}
              onClick={() => pickStarter(value)}
              pressed={starter === value}
              state={starter === value ? 'selected' : 'idle'}
              note={starter === value ? 'Picked' : undefined}
            />
          </Box>
        ))}
      </Box>

      <Typography component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        2. Pick 1 to 3 words
      </Typography>
      <Box role="group" aria-label="Words" onKeyDown={moveFocusWithArrows} sx={chipRow}>
        {config.words.map((word) => {
          const chosen = words.includes(word);
          return (
            <Box key={word} sx={chip}>
              <Tile
                label={word}
                onClick={() => toggleWord(word)}
                pressed={chosen}
                state={chosen ? 'selected' : words.length >= MAX_WORDS ? 'resting' : 'idle'}
                note={chosen ? 'Picked' : undefined}
              />
            </Box>
          );
        })}
      </Box>

      <Box
        sx={{
          p: { xs: 2, sm: 2.5 },
          borderRadius: '20px',
          border: '3px dashed #6A1B9A',
          bgcolor: 'rgba(106, 27, 154, 0.05)',
          mb: 2,
        }}
      >
        <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: 700, color: 'secondary.main' }}>
          My sentence
        </Typography>
        <Typography
          sx={{ fontSize: { xs: '1.375rem', md: '1.625rem' }, fontWeight: 700, minHeight: '2.2em' }}
        >
          {preview ?? 'Pick a start and some words.'}
        </Typography>
      </Box>

      {hint ? (
        <Box id={hintId} sx={{ mb: 2 }}>
          <Feedback tone="info" title={hint} />
        </Box>
      ) : null}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          onClick={add}
          aria-disabled={!ready || undefined}
          aria-describedby={hint ? hintId : undefined}
          startIcon={<AddRounded />}
          sx={{ minHeight: 56, ...(ready ? {} : { opacity: 0.6 }) }}
        >
          Add my sentence
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          size="large"
          onClick={startAgain}
          startIcon={<RestartAltRounded />}
          sx={{ minHeight: 56 }}
        >
          Start again
        </Button>
      </Box>

      {sentences.length > 0 ? (
        <Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
            <Typography component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
              My kind sentences
            </Typography>
            <ReadAloudButton text={sentences.join(' ')} label="Read my sentences" />
          </Box>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {sentences.map((sentence) => (
              <Box
                component="li"
                key={sentence}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.5,
                  borderRadius: '16px',
                  bgcolor: 'rgba(255, 200, 61, 0.25)',
                  fontSize: '1.125rem',
                  fontWeight: 600,
                }}
              >
                <FavoriteRounded aria-hidden="true" sx={{ color: '#6A1B9A' }} />
                {sentence}
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
