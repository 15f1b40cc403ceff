import BookmarkAddedRounded from '@mui/icons-material/BookmarkAddedRounded';
import BookmarkAddRounded from '@mui/icons-material/BookmarkAddRounded';
import Button from '@mui/material/Button';
import { toast } from 'react-toastify';
import { useBookmark } from '../api.ts';

interface BookmarkToggleProps {
  itemType: 'course' | 'lesson';
  itemId: string;
  bookmarked: boolean;
  /** "course" or "mission": used in the button's words. */
  noun: string;
}

/** Saves the course or lesson to the child's library, or takes it out again (a toggle button). */
export function BookmarkToggle({ itemType, itemId, bookmarked, noun }: BookmarkToggleProps) {
  const bookmark = useBookmark();
  const toggle = () =>
    bookmark.mutate(
      { item_type: itemType, item_id: itemId, bookmarked: !bookmarked },
      {
        onSuccess: () =>
          toast.success(bookmarked ? 'Taken out of your library.' : `This ${noun} is in your library now.`),
      },
    );
  return (
    <Button
      variant={bookmarked ? 'contained' : 'outlined'}
      color="secondary"
      onClick={toggle}
      disabled={bookmark.isPending}
      aria-pressed={bookmarked}
      startIcon={bookmarked ? <BookmarkAddedRounded /> : <BookmarkAddRounded />}
      sx={{ minHeight: 48 }}
    >
      {bookmarked ? 'In my library' : 'Save to my library'}
    </Button>
  );
}
