import Box from '@mui/material/Box';
import type { SortGame } from '@ye/contracts/games';
import { newId } from './defaults.ts';
import { TextInput, useEditorFields } from './fields.tsx';
import { InstructionsInput } from './instructions-input.tsx';
import { limit } from './limits.ts';
import { removeAt, replaceAt } from './lists.ts';
import { AddButton, ListProblem, RemoveButton, RowGroup } from './row-controls.tsx';
import { ItemRow, rowSx } from './sort-item-row.tsx';

/** Two or three groups, and the items a child sorts into them; each item picks its group from a list. */
export function SortForm({ value, onChange }: { value: SortGame; onChange: (value: SortGame) => void }) {
  const { idFor, focusLater, touch } = useEditorFields();
  const groupCount = limit('sort', 'groups');
  const itemCount = limit('sort', 'items');

  const removeGroup = (index: number) => {
    const gone = value.groups[index]?.id;
    // Items of a removed group need a new one: they lose it, and say so at once.
    const items = value.items.map((item) => (item.group === gone ? { ...item, group: '' } : item));
    items.forEach((item, i) => {
      if (item.group === '') touch(`items.${i}.group`);
    });
    onChange({ ...value, groups: removeAt(value.groups, index), items });
    focusLater(idFor('groups.add'));
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <InstructionsInput
        type="sort"
        value={value.instructions}
        onChange={(instructions) => onChange({ ...value, instructions })}
      />
      <RowGroup legend="Groups">
        {value.groups.map((group, i) => (
          <Box key={group.id} sx={rowSx}>
            <TextInput
              path={`groups.${i}.label`}
              label={`Group ${i + 1}`}
              value={group.label}
              onChange={(label) =>
                onChange({ ...value, groups: replaceAt(value.groups, i, { ...group, label }) })
              }
              maxLength={limit('sort', 'groups.label').max}
            />
            <Box sx={{ mt: 0.5 }}>
              <RemoveButton
                label={`Remove group ${i + 1}`}
                disabled={value.groups.length <= groupCount.min}
                why={`A sorting game needs at least ${groupCount.min} groups.`}
                onClick={() => removeGroup(i)}
              />
            </Box>
          </Box>
        ))}
        <ListProblem path="groups" />
        <AddButton
          id={idFor('groups.add')}
          text="Add group"
          count={value.groups.length}
          range={groupCount}
          noun="groups"
          onClick={() => {
            onChange({
              ...value,
              groups: [...value.groups, { id: newId('group', value.groups), label: '' }],
            });
            focusLater(idFor(`groups.${value.groups.length}.label`));
          }}
        />
      </RowGroup>

      <RowGroup legend="Items to sort">
        {value.items.map((item, i) => (
          <ItemRow
            key={item.id}
            index={i}
            item={item}
            groups={value.groups}
            canRemove={value.items.length > itemCount.min}
            onChange={(next) => onChange({ ...value, items: replaceAt(value.items, i, next) })}
            onRemove={() => {
              onChange({ ...value, items: removeAt(value.items, i) });
              focusLater(idFor('items.add'));
            }}
          />
        ))}
        <ListProblem path="items" />
        <AddButton
          id={idFor('items.add')}
          text="Add item"
          count={value.items.length}
          range={itemCount}
          noun="items"
          onClick={() => {
            onChange({
              ...value,
              items: [...value.items, { id: newId('item', value.items), label: '', group: '' }],
            });
            focusLater(idFor(`items.${value.items.length}.label`));
          }}
        />
      </RowGroup>
    </Box>
  );
}
