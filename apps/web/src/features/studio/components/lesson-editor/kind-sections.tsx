import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { UnitWords } from '@ye/contracts/catalog';
import { GAME_TYPE_LABELS, GAME_TYPES, type GameConfig, type GameType } from '@ye/contracts/games';
import { GameEditor } from '../game-editor/game-editor.tsx';
import { LessonVideoField } from '../lesson-video-field.tsx';

/** A video lesson's video, which can come after the lesson is saved. */
export function VideoSection({
  value,
  courseId,
  words,
  onChange,
}: {
  value: string | null;
  courseId: string;
  words: UnitWords;
  onChange: (videoUrl: string | null) => void;
}) {
  return (
    <Box>
      <LessonVideoField value={value} onChange={onChange} courseId={courseId} />
      {value ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`You can save the ${words.lesson} now and add the video later; the course can be published once every video ${words.lesson} has its video.`}
        </Typography>
      )}
    </Box>
  );
}

/** A game lesson's game: which one, then its editor with the live preview. */
export function GameSection({
  game,
  error,
  onChooseType,
  onChange,
}: {
  game: GameConfig | null;
  error: string | undefined;
  onChooseType: (type: GameType) => void;
  onChange: (game: GameConfig) => void;
}) {
  return (
    <Box component="section" aria-labelledby="lesson-game-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="lesson-game-heading" component="h3" variant="h6" sx={{ fontSize: '1.125rem' }}>
        The game
      </Typography>
      <FormControl error={Boolean(error) && !game}>
        <FormLabel id="lesson-game-type-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
          Which game?
        </FormLabel>
        <RadioGroup
          aria-labelledby="lesson-game-type-label"
          value={game?.type ?? ''}
          onChange={(_, value) => onChooseType(value as GameType)}
          sx={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', columnGap: 2 }}
        >
          {GAME_TYPES.map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio />} label={GAME_TYPE_LABELS[type]} />
          ))}
        </RadioGroup>
      </FormControl>
      {game ? (
        <GameEditor value={game} onChange={onChange} />
      ) : (
        <Typography color="text.secondary">
          Choose a game to set it up. You see a preview of it as you write.
        </Typography>
      )}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
