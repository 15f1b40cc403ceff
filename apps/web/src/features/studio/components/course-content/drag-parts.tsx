import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

export const smallIcon = { width: 44, height: 44 } as const;

export function DropLine({ show }: { show: boolean }) {
  return show ? (
    <Box aria-hidden sx={{ height: 4, borderRadius: 2, bgcolor: 'primary.main', my: 0.5 }} />
  ) : null;
}

/** The grip shown to mouse users; keyboard users have the Move buttons (it is hidden from them). */
export function DragHandle({
  label,
  target,
  onStart,
  onEnd,
}: {
  label: string;
  target: { current: HTMLElement | null };
  onStart: () => void;
  onEnd: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Box
        draggable
        aria-hidden
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', label);
          if (target.current) event.dataTransfer.setDragImage(target.current, 16, 16);
          onStart();
        }}
        onDragEnd={onEnd}
        sx={{
          cursor: 'grab',
          display: 'grid',
          placeItems: 'center',
          width: 32,
          minHeight: 40,
          color: 'text.secondary',
          borderRadius: 1,
          '&:hover': { bgcolor: 'action.hover' },
          '&:active': { cursor: 'grabbing' },
        }}
      >
        <DragIndicatorRounded />
      </Box>
    </Tooltip>
  );
}
