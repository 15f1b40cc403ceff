import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { SortGame } from '@ye/contracts/games';
import { TextInput, useEditorFields } from './fields.tsx';
import { limit } from './limits.ts';
import { RemoveButton } from './row-controls.tsx';

export const rowSx = { display: 'flex', alignItems: 'flex-start', gap: 1 } as const;

type Item = SortGame['items'][number];

/** One item to sort: its words, the group it belongs to, and Remove. */
export function ItemRow({
  index,
  item,
  groups,
  canRemove,
  onChange,
  onRemove,
}: {
  index: number;
  item: Item;
  groups: SortGame['groups'];
  canRemove: boolean;
  onChange: (item: Item) => void;
  onRemove: () => void;
}) {
  const { problem, touch, idFor } = useEditorFields();
  const n = index + 1;
  const groupPath = `items.${index}.group`;
  const groupProblem = problem(groupPath);
  return (
    <Box sx={rowSx}>
      {/* The item's words get the larger share; the group wraps below it when space runs out. */}
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          '& > :first-of-type': { flex: '3 1 16rem' },
          '& > :last-of-type': { flex: '2 1 10rem' },
        }}
      >
        <TextInput
          path={`items.${index}.label`}
          label={`Item ${n}`}
          value={item.label}
          onChange={(label) => onChange({ ...item, label })}
          maxLength={limit('sort', 'items.label').max}
          wrap
        />
        <TextField
          id={idFor(groupPath)}
          select
          required
          label={`Group for item ${n}`}
          value={item.group}
          onChange={(event) => onChange({ ...item, group: event.target.value })}
          onBlur={() => touch(groupPath)}
          error={Boolean(groupProblem)}
          helperText={groupProblem}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            Choose a group
          </option>
          {groups.map((group, g) => (
            <option key={group.id} value={group.id}>
              {group.label.trim() || `Group ${g + 1} (no name yet)`}
            </option>
          ))}
        </TextField>
      </Box>
      <Box sx={{ mt: 0.5 }}>
        <RemoveButton
          label={`Remove item ${n}`}
          disabled={!canRemove}
          why={`A sorting game needs at least ${limit('sort', 'items').min} items.`}
          onClick={onRemove}
        />
      </Box>
    </Box>
  );
}
