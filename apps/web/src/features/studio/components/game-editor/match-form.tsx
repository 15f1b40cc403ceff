import Box from '@mui/material/Box';
import type { MatchGame } from '@ye/contracts/games';
import { newId } from './defaults.ts';
import { TextInput, useEditorFields } from './fields.tsx';
import { InstructionsInput } from './instructions-input.tsx';
import { limit } from './limits.ts';
import { removeAt, replaceAt } from './lists.ts';
import { AddButton, ListProblem, RemoveButton, RowGroup } from './row-controls.tsx';

type Pair = MatchGame['pairs'][number];

/** Pairs of a feeling word and a face: the emoji and, for screen readers, what it shows in words. */
export function MatchForm({ value, onChange }: { value: MatchGame; onChange: (value: MatchGame) => void }) {
  const { idFor, focusLater } = useEditorFields();
  const pairCount = limit('match', 'pairs');
  const setPair = (index: number, pair: Pair) =>
    onChange({ ...value, pairs: replaceAt(value.pairs, index, pair) });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <InstructionsInput
        type="match"
        value={value.instructions}
        onChange={(instructions) => onChange({ ...value, instructions })}
      />
      {value.pairs.map((pair, i) => (
        <RowGroup
          key={pair.id}
          legend={`Pair ${i + 1}`}
          action={
            <RemoveButton
              label={`Remove pair ${i + 1}`}
              disabled={value.pairs.length <= pairCount.min}
              why={`The game needs at least ${pairCount.min} pairs.`}
              onClick={() => {
                onChange({ ...value, pairs: removeAt(value.pairs, i) });
                focusLater(idFor('pairs.add'));
              }}
            />
          }
        >
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
            }}
          >
            <TextInput
              path={`pairs.${i}.feeling`}
              label="Feeling word"
              value={pair.feeling}
              onChange={(feeling) => setPair(i, { ...pair, feeling })}
              maxLength={limit('match', 'pairs.feeling').max}
              helper="e.g. Happy"
            />
            <TextInput
              path={`pairs.${i}.face`}
              label="Face emoji"
              value={pair.face}
              onChange={(face) => setPair(i, { ...pair, face })}
              maxLength={limit('match', 'pairs.face').max}
              helper="One emoji, e.g. 😄"
              inputSx={{ fontSize: '1.5rem', py: 1.25 }}
            />
          </Box>
          <TextInput
            path={`pairs.${i}.face_label`}
            label="What the face shows, in words"
            value={pair.face_label}
            onChange={(face_label) => setPair(i, { ...pair, face_label })}
            maxLength={limit('match', 'pairs.face_label').max}
            helper="The face button’s name for children who use a screen reader, e.g. “a grinning face”."
          />
        </RowGroup>
      ))}
      <ListProblem path="pairs" />
      <AddButton
        id={idFor('pairs.add')}
        text="Add pair"
        count={value.pairs.length}
        range={pairCount}
        noun="pairs"
        onClick={() => {
          onChange({
            ...value,
            pairs: [
              ...value.pairs,
              { id: newId('pair', value.pairs), feeling: '', face: '', face_label: '' },
            ],
          });
          focusLater(idFor(`pairs.${value.pairs.length}.feeling`));
        }}
      />
    </Box>
  );
}
