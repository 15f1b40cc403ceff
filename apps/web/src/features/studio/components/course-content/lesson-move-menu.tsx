import DriveFileMoveRounded from '@mui/icons-material/DriveFileMoveRounded';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { UnitWords } from '@ye/contracts/catalog';
import type { StudioChapter } from '@ye/contracts/studio';
import { useState } from 'react';
import { smallIcon } from './drag-parts.tsx';

/** The button and menu that move a lesson to the end of another chapter. */
export function LessonMoveMenu({
  name,
  words,
  others,
  onMove,
}: {
  /** The lesson's title in quotes. */
  name: string;
  words: UnitWords;
  /** The chapters the lesson is not in. */
  others: StudioChapter[];
  onMove: (chapter: StudioChapter) => void;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={`Move to another ${words.chapter}`}>
        <IconButton
          aria-label={`Move ${name} to another ${words.chapter}`}
          aria-haspopup="menu"
          aria-expanded={menu ? 'true' : undefined}
          onClick={(event) => setMenu(event.currentTarget)}
          sx={smallIcon}
        >
          <DriveFileMoveRounded />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={menu}
        open={Boolean(menu)}
        onClose={() => setMenu(null)}
        slotProps={{ list: { 'aria-label': `Move ${name} to the end of` } }}
      >
        {others.map((c) => (
          <MenuItem
            key={c.id}
            onClick={() => {
              setMenu(null);
              onMove(c);
            }}
            sx={{ whiteSpace: 'normal', maxWidth: 360 }}
          >
            {`${words.Chapter} ${c.position}: ${c.title}`}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
