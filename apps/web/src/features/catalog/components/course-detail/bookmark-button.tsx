import BookmarkAddedRounded from '@mui/icons-material/BookmarkAddedRounded';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import { useBookmarkCourse } from '../../api.ts';

/** Keeps the course in the user's bookmarks (a toggle: aria-pressed says whether it is kept). */
export function BookmarkButton({ courseId, bookmarked }: { courseId: string; bookmarked: boolean }) {
  const bookmark = useBookmarkCourse();
  return (
    <Button
      variant={bookmarked ? 'contained' : 'outlined'}
      color="secondary"
      aria-pressed={bookmarked}
      onClick={() => bookmark.mutate({ courseId, bookmark: !bookmarked })}
      startIcon={bookmarked ? <BookmarkAddedRounded aria-hidden /> : <BookmarkAddOutlined aria-hidden />}
    >
      {bookmarked ? 'Bookmarked' : 'Bookmark'}
    </Button>
  );
}
