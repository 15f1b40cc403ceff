import Box from '@mui/material/Box';
import type { AffirmationGame } from '@ye/contracts/games';
import { plural } from '../../../../lib/format.ts';
import { NumberInput, TextInput, useEditorFields } from './fields.tsx';
import { InstructionsInput } from './instructions-input.tsx';
import { limit } from './limits.ts';
import { removeAt, replaceAt } from './lists.ts';
import { AddButton, ListProblem, RemoveButton, RowGroup } from './row-controls.tsx';

type ListName = 'starters' | 'words';

const LISTS: Record<ListName, { legend: string; one: string; hint: string; columns: string }> = {
  starters: {
    legend: 'Sentence starters',
    one: 'Starter',
    hint: 'How each sentence begins, e.g. “I am” or “I can”.',
    columns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  },
  words: {
    legend: 'Words',
    one: 'Word',
    hint: 'Tiles children add after a starter (one to three per sentence), e.g. “brave” or “a good friend”.',
    columns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  },
};

/** Starter tiles, word tiles and how many sentences a child builds from them. */
export function AffirmationForm({
  value,
  onChange,
}: {
  value: AffirmationGame;
  onChange: (value: AffirmationGame) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <InstructionsInput
        type="affirmation"
        value={value.instructions}
        onChange={(instructions) => onChange({ ...value, instructions })}
      />
      <TileList
        name="starters"
        list={value.starters}
        onChange={(starters) => onChange({ ...value, starters })}
      />
      <TileList name="words" list={value.words} onChange={(words) => onChange({ ...value, words })} />
      <NumberInput
        path="sentences_required"
        label="Sentences to build"
        value={value.sentences_required}
        onChange={(sentences_required) => onChange({ ...value, sentences_required })}
        range={limit('affirmation', 'sentences_required')}
        helper={`The game ends when the child has built this many sentences (${limit('affirmation', 'sentences_required').min} to ${limit('affirmation', 'sentences_required').max}).`}
      />
    </Box>
  );
}

function TileList({
  name,
  list,
  onChange,
}: {
  name: ListName;
  list: string[];
  onChange: (list: string[]) => void;
}) {
  const { idFor, focusLater } = useEditorFields();
  const { legend, one, hint, columns } = LISTS[name];
  const count = limit('affirmation', name);
  const lower = one.toLowerCase();
  return (
    <RowGroup legend={legend}>
      <Box sx={{ color: 'text.secondary', mt: -1 }}>{hint}</Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: columns }}>
        {list.map((tile, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiles are plain words without ids
          <Box key={i} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
            <TextInput
              path={`${name}.${i}`}
              label={`${one} ${i + 1}`}
              value={tile}
              onChange={(text) => onChange(replaceAt(list, i, text))}
              maxLength={limit('affirmation', `${name}.#`).max}
            />
            <Box sx={{ mt: 0.5 }}>
              <RemoveButton
                label={`Remove ${lower} ${i + 1}`}
                disabled={list.length <= count.min}
                why={`The game needs at least ${plural(count.min, lower)}.`}
                onClick={() => {
                  onChange(removeAt(list, i));
                  focusLater(idFor(`${name}.add`));
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
      <ListProblem path={name} />
      <AddButton
        id={idFor(`${name}.add`)}
        text={`Add ${lower}`}
        count={list.length}
        range={count}
        noun={`${lower}s`}
        onClick={() => {
          onChange([...list, '']);
          focusLater(idFor(`${name}.${list.length}`));
        }}
      />
    </RowGroup>
  );
}
