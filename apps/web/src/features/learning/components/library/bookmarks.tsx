import BookmarksRounded from '@mui/icons-material/BookmarksRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { unitWords } from '@ye/contracts/catalog';
import type { Bookmark, Library } from '@ye/contracts/learning';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../../components/confirm-dialog.tsx';
import { CourseCover } from '../../../../components/course-map/course-cover.tsx';
import { coursePath, lessonPath, PATHS } from '../../../../lib/paths.ts';
import { useBookmark } from '../../api.ts';
import { SectionHeading } from '../section-heading.tsx';

/** Where a bookmark opens: the course map, or the lesson (mission) itself. */
function bookmarkPath(b: Bookmark): string {
  if (b.item_type === 'course' || !b.chapter_id) return coursePath(b.course_id);
  return lessonPath(b.course_kind, b.course_id, b.chapter_id, b.item_id);
}

/** One saved course or mission: its cover, title, what it is, and "Take out" (after asking). */
function BookmarkRow({ bookmark }: { bookmark: Bookmark }) {
  const confirm = useConfirm();
  const remove = useBookmark();
  const noun = bookmark.item_type === 'course' ? 'course' : unitWords(bookmark.course_kind).lesson;

  const onRemove = async () => {
    const ok = await confirm({
      title: 'Take this out of your library?',
      message: `“${bookmark.title}” will not be in your library any more. You can save it again at any time.`,
      confirmText: 'Yes, take it out',
      cancelText: 'Keep it',
    });
    if (!ok) return;
    remove.mutate(
      { item_type: bookmark.item_type, item_id: bookmark.item_id, bookmarked: false },
      { onSuccess: () => toast.success('Taken out of your library.') },
    );
  };

  return (
    <Paper
      component="li"
      elevation={0}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px 1fr', sm: '120px 1fr auto' },
        gap: 2,
        alignItems: 'center',
        p: 1.5,
        border: 2,
        borderColor: 'grey.200',
      }}
    >
      <CourseCover
        course={{ cover_url: bookmark.cover_url, topic: 'confidence', kind: bookmark.course_kind }}
        height={{ xs: 72, sm: 80 }}
        rounded="all"
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={bookmarkPath(bookmark)}>
            {bookmark.title}
          </Link>
        </Typography>
        <Typography sx={{ fontSize: '1rem', color: 'text.secondary' }}>
          {bookmark.item_type === 'course'
            ? bookmark.course_kind === 'game'
              ? 'Game course'
              : 'Course'
            : `${noun === 'mission' ? 'Mission' : 'Lesson'} in ${bookmark.course_title}`}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<DeleteOutlineRounded />}
        onClick={() => void onRemove()}
        disabled={remove.isPending}
        aria-label={`Take out “${bookmark.title}”`}
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          justifySelf: { xs: 'start', sm: 'end' },
          minHeight: 48,
        }}
      >
        Take out
      </Button>
    </Paper>
  );
}

/** What the child saved, or how to save something. */
export function Bookmarks({ bookmarks }: { bookmarks: Library['bookmarks'] }) {
  return (
    <Box component="section" aria-labelledby="bookmarks-heading" sx={{ mb: 5 }}>
      <SectionHeading id="bookmarks-heading">Saved by me</SectionHeading>
      {bookmarks.length === 0 ? (
        <Paper
          elevation={0}
          sx={{
            p: { xs: 3, md: 4 },
            border: 3,
            borderColor: 'yellow.main',
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
          <BookmarksRounded aria-hidden="true" sx={{ fontSize: 48, color: 'secondary.main' }} />
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography sx={{ fontSize: '1.125rem' }}>
              Nothing saved yet. Press “Save to my library” on a course or mission you like, and it will wait
              for you here.
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to={PATHS.studentCourses}
            variant="contained"
            color="secondary"
            size="large"
          >
            My courses
          </Button>
        </Paper>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {bookmarks.map((b) => (
            <BookmarkRow key={`${b.item_type}-${b.item_id}`} bookmark={b} />
          ))}
        </Box>
      )}
    </Box>
  );
}
