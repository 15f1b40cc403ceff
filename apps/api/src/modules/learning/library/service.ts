import type { Bookmark, BookmarkRequest, Library } from '@ye/contracts/learning';
import type { DbOrTx } from '../../../db/client.ts';
import { NotFound } from '../../../errors.ts';
import { coverUrl } from '../../catalog/service.ts';
import { libraryWebinars } from '../../live/service.ts';
import { isPublishedItem } from '../progress/service.ts';
import * as q from './queries.ts';

// Any signed-in user's bookmarks of published courses and lessons. The library lists only what is
// still published: a bookmark of a course that was later withdrawn stays stored but is not shown.

export const ITEM_NOT_FOUND = 'We could not find that course or lesson.';

function toBookmark(row: q.BookmarkRow): Bookmark {
  const isLesson = row.itemType === 'lesson';
  return {
    item_type: isLesson ? 'lesson' : 'course',
    item_id: row.itemId,
    title: isLesson ? (row.lessonTitle ?? row.courseTitle) : row.courseTitle,
    course_id: row.courseId,
    course_title: row.courseTitle,
    course_kind: row.courseKind === 'game' ? 'game' : 'course',
    chapter_id: isLesson ? row.chapterId : null,
    cover_url: coverUrl(row.coverImage),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * GET /v1/router/user/library. Webinars: the sessions the child (or a parent's children) is
 * registered for, still to come or recorded (decision 030); the live module decides which.
 */
export async function library(db: DbOrTx, userId: string): Promise<Library> {
  const rows = await q.selectBookmarks(db, q.bookmarksOf(userId));
  return { bookmarks: rows.map(toBookmark), webinars: await libraryWebinars(db, userId) };
}

/** Bookmarks the item (idempotent: a second call returns the first bookmark unchanged). */
export async function addBookmark(db: DbOrTx, userId: string, item: BookmarkRequest): Promise<Bookmark> {
  if (!(await isPublishedItem(db, item))) throw new NotFound(ITEM_NOT_FOUND, 'item_not_found');
  await q.insertBookmark(db, userId, item);
  const [row] = await q.selectBookmarks(db, q.ownBookmark(userId, item));
  // Withdrawn between the check and the read: as good as unknown.
  if (!row) throw new NotFound(ITEM_NOT_FOUND, 'item_not_found');
  return toBookmark(row);
}

/** Removes the bookmark if there is one; removing one that is not there is not an error. */
export async function removeBookmark(db: DbOrTx, userId: string, item: BookmarkRequest): Promise<void> {
  await q.deleteBookmark(db, userId, item);
}

/** Forgets bookmarks of lessons being deleted (they point at lessons by id, without a foreign key). */
export const forgetLessonBookmarks = (db: DbOrTx, lessonIds: readonly string[]): Promise<void> =>
  q.deleteLessonBookmarks(db, lessonIds);
