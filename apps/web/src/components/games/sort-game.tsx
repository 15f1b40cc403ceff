import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import MoveToInboxRounded from '@mui/icons-material/MoveToInboxRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { scoreSort } from '@ye/contracts/game-scoring';
import type { SortGame as SortConfig } from '@ye/contracts/games';
import { useEffect, useMemo, useRef, useState } from 'react';
import { mixedOrder } from './game-rules.ts';
import {
  bounceSx,
  Feedback,
  GameProgress,
  moveFocusWithArrows,
  Tile,
  TRY_AGAIN,
  useAnnounce,
} from './game-ui.tsx';
import { useServing } from './serving.ts';
import type { GamePlayerProps } from './types.ts';

type Item = SortConfig['items'][number];
type Last = { kind: 'right' | 'try-again'; item: Item; groupLabel: string; attempt: number } | null;

/**
 * Sort cards into two or three groups: pick a card (the next one is picked for you), then pick its
 * group. A card put in the wrong group bounces back with a hint; only first tries score. With serving
 * (decision 052) the card picked for you is the one the API names.
 */
export function SortGame({ config, onFinish, serving }: GamePlayerProps<SortConfig>) {
  const announce = useAnnounce();
  const served = useServing(serving);
  /** The API's answer to the last first try: which card to pick next. */
  const pending = useRef<Promise<string | null>>(Promise.resolve(null));
  /** The child pressed a card themselves: the API's choice no longer replaces their pick. */
  const ownPick = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const items = useMemo(
    () => mixedOrder(config.items, config.items.map((i) => i.id).join('|')),
    [config.items],
  );
  const [placed, setPlaced] = useState<Record<string, string>>({});
  /** Groups tried for each card that was put in a wrong one first. */
  const [tried, setTried] = useState<Record<string, string[]>>({});
  const [selectedId, setSelectedId] = useState<string | null>(items[0]?.id ?? null);
  const [last, setLast] = useState<Last>(null);

  const remaining = items.filter((item) => placed[item.id] === undefined);
  const selected = remaining.find((item) => item.id === selectedId) ?? null;
  const sortedCount = items.length - remaining.length;
  const progressText = `${sortedCount} of ${items.length} sorted`;
  const labelOf = (groupId: string) => config.groups.find((g) => g.id === groupId)?.label ?? groupId;

  // The API's first card replaces the author's first, unless the child has started already.
  useEffect(() => {
    if (!served.first || ownPick.current || Object.keys(placed).length > 0) return;
    if (items.some((item) => item.id === served.first)) setSelectedId(served.first);
  }, [served.first, items, placed]);

  const select = (item: Item) => {
    ownPick.current = true;
    setWaiting(false);
    setSelectedId(item.id);
    setLast(null);
    announce(`Picked ${item.label}. Now pick its group.`);
  };

  const place = (groupId: string) => {
    if (!selected) {
      announce('Pick a card first.');
      return;
    }
    const groupLabel = labelOf(groupId);
    // Only a card's first placement tells the API anything (and only first tries score).
    if (!tried[selected.id]?.length) pending.current = served.report(selected.id, groupId);
    if (selected.group !== groupId) {
      setTried((t) => ({ ...t, [selected.id]: [...(t[selected.id] ?? []), groupId] }));
      setLast({ kind: 'try-again', item: selected, groupLabel, attempt: (last?.attempt ?? 0) + 1 });
      announce(`${TRY_AGAIN} ${selected.label} goes in a different group.`);
      return;
    }
    const nowPlaced = { ...placed, [selected.id]: groupId };
    setPlaced(nowPlaced);
    const stillLeft = items.filter((item) => nowPlaced[item.id] === undefined);
    if (stillLeft.length === 0) {
      const firstTries = items.filter((item) => !tried[item.id]?.length).length;
      onFinish({ score: scoreSort({ items: items.length, rightFirstTry: firstTries }) });
      return;
    }
    const following = (named: string | null) =>
      stillLeft.find((item) => item.id === named) ?? (stillLeft[0] as Item);
    const said = `Yes! ${selected.label} goes in ${groupLabel}. ${items.length - stillLeft.length} of ${items.length} sorted.`;
    setLast({ kind: 'right', item: selected, groupLabel, attempt: (last?.attempt ?? 0) + 1 });
    if (!serving) {
      setSelectedId(following(null).id);
      announce(`${said} Next card: ${following(null).label}.`);
      return;
    }
    // The API's choice of the next card usually comes back at once; a moment at most (serving.ts).
    ownPick.current = false;
    setSelectedId(null);
    setWaiting(true);
    void pending.current.then((named) => {
      if (ownPick.current) return;
      const card = following(named);
      setSelectedId(card.id);
      setWaiting(false);
      announce(`${said} Next card: ${card.label}.`);
    });
  };

  const triedHere = selected ? (tried[selected.id] ?? []) : [];

  return (
    <Box>
      <GameProgress label={progressText} value={sortedCount} total={items.length} />

      <Typography component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        Cards to sort
      </Typography>
      <Box
        role="group"
        aria-label="Cards to sort"
        onKeyDown={moveFocusWithArrows}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3 }}
      >
        {remaining.map((item) => {
          const isSelected = item.id === selected?.id;
          const bounced = isSelected && last?.kind === 'try-again';
          return (
            <Box
              key={bounced ? `${item.id}-${last?.attempt}` : item.id}
              sx={{ flex: '1 1 auto', maxWidth: '100%', ...(bounced ? bounceSx : {}) }}
            >
              <Tile
                label={item.label}
                onClick={() => select(item)}
                pressed={isSelected}
                state={isSelected ? 'selected' : 'idle'}
                note={isSelected ? 'Picked' : undefined}
              />
            </Box>
          );
        })}
      </Box>

      <Typography component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        {selected ? `Where does “${selected.label}” go?` : waiting ? 'Next card…' : 'Pick a card'}
      </Typography>
      <Box sx={{ mb: last ? 2 : 0 }}>
        {last?.kind === 'try-again' ? (
          <Feedback tone="try-again" title={TRY_AGAIN}>
            “{last.item.label}” does not go in {last.groupLabel}. Think about what it means, then try another
            group.
          </Feedback>
        ) : last?.kind === 'right' ? (
          <Feedback tone="right" title="Yes, well done!">
            “{last.item.label}” goes in {last.groupLabel}.
          </Feedback>
        ) : null}
      </Box>
      <Box
        role="group"
        aria-label="Groups"
        onKeyDown={moveFocusWithArrows}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: `repeat(${config.groups.length}, minmax(0, 1fr))`,
          },
        }}
      >
        {config.groups.map((group) => {
          const inGroup = items.filter((item) => placed[item.id] === group.id);
          const triedAlready = triedHere.includes(group.id);
          return (
            <Box
              key={group.id}
              sx={{
                borderRadius: '20px',
                bgcolor: 'rgba(255, 200, 61, 0.18)',
                p: 1.5,
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
              }}
            >
              <Tile
                label={group.label}
                onClick={() => place(group.id)}
                size="large"
                icon={<MoveToInboxRounded sx={{ color: '#6A1B9A' }} />}
                state={triedAlready ? 'tried' : 'idle'}
                note={triedAlready ? 'Not this one' : undefined}
                inactive={triedAlready}
              />
              <Box
                component="ul"
                aria-label={`In ${group.label}`}
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
              >
                {inGroup.map((item) => (
                  <Box
                    component="li"
                    key={item.id}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      px: 1.5,
                      py: 1,
                      borderRadius: '12px',
                      bgcolor: '#FFFFFF',
                      fontSize: '1.0625rem',
                      fontWeight: 500,
                    }}
                  >
                    <CheckCircleRounded aria-hidden="true" sx={{ color: '#2E7D32' }} />
                    {item.label}
                  </Box>
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
