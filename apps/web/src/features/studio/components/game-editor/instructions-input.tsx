import type { GameType } from '@ye/contracts/games';
import { TextInput } from './fields.tsx';
import { limit } from './limits.ts';

/** The instructions every game shows (and reads aloud) above itself. */
export function InstructionsInput({
  type,
  value,
  onChange,
}: {
  type: GameType;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      path="instructions"
      label="Instructions for children"
      value={value}
      onChange={onChange}
      maxLength={limit(type, 'instructions').max}
      helper="Shown above the game, with a button that reads them aloud. Short, friendly sentences work best."
      multiline
    />
  );
}
