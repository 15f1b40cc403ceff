import type { Bookmark, BookmarkRequest, Library } from '@ye/contracts/learning';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { NotFound } from '../../../errors.ts';
import { coverUrl } from '../../catalog/service.ts';
import { courses, lessons } from '../../catalog/tables.ts';
import { findPublishedCourse, findPublishedLesson } from '../progress/queries.ts';
import { bookmarks } from '../progress/tables.ts';

// Any signed-in user's bookmarks of published courses and lessons. The library lists only what is
// still published: a bookmark of a course that was later withdrawn stays stored but is not shown.

export const ITEM_NOT_FOUND = 'We could not find that course or lesson.';

type BookmarkRow = {
  itemType: string;
  itemId: string;
  createdAt: Date;
  lessonTitle: string | null;
  chapterId: string | null;
  courseId: string;
  courseTitle: string;
  courseKind: string;
  coverImage: string | null;
};

/** Bookmarks with their course (and lesson) in one query, newest first. */
function selectBookmarks(db: DbOrTx, where: SQL | undefined): Promise<BookmarkRow[]> {
  return db
    .select({
      itemType: bookmarks.itemType,
      itemId: bookmarks.itemId,
      createdAt: bookmarks.createdAt,
      lessonTitle: lessons.title,
      chapterId: lessons.chapterId,
      courseId: courses.id,
      courseTitle: courses.title,
      courseKind: courses.kind,
      coverImage: courses.coverImage,
    })
    .from(bookmarks)
    .leftJoin(lessons, and(eq(bookmarks.itemType, 'lesson'), eq(lessons.id, bookmarks.itemId)))
    .innerJoin(
      courses,
      and(
        // A course bookmark's course is the item; a lesson bookmark's is the lesson's course.
        eq(
          courses.id,
          sql`case when ${bookmarks.itemType} = 'course' then ${bookmarks.itemId} else ${lessons.courseId} end`,
        ),
        eq(courses.state, 'published'),
      ),
    )
    .where(where)
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.itemId));
}

function toBookmark(row: BookmarkRow): Bookmark {
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

/** GET /v1/router/user/library. Webinars arrive with the webinars issue; until then the list is empty. */
export async function library(db: DbOrTx, userId: string): Promise<Library> {
  const rows = await selectBookmarks(db, eq(bookmarks.userId, userId));
  return { bookmarks: rows.map(toBookmark), webinars: [] };
}

/** True when the item is a published course, or a lesson of one. */
async function isPublishedItem(db: DbOrTx, item: BookmarkRequest): Promise<boolean> {
  const found =
    item.item_type === 'course'
      ? await findPublishedCourse(db, item.item_id)
      : await findPublishedLesson(db, item.item_id);
  return found !== null;
}

const ownBookmark = (userId: string, item: BookmarkRequest) =>
  and(
    eq(bookmarks.userId, userId),
    eq(bookmarks.itemType, item.item_type),
    eq(bookmarks.itemId, item.item_id),
  );

/** Bookmarks the item (idempotent: a second call returns the first bookmark unchanged). */
export async function addBookmark(db: DbOrTx, userId: string, item: BookmarkRequest): Promise<Bookmark> {
  if (!(await isPublishedItem(db, item))) throw new NotFound(ITEM_NOT_FOUND, 'item_not_found');
  await db
    .insert(bookmarks)
    .values({ userId, itemType: item.item_type, itemId: item.item_id })
    .onConflictDoNothing();
  const [row] = await selectBookmarks(db, ownBookmark(userId, item));
  // Withdrawn between the check and the read: as good as unknown.
  if (!row) throw new NotFound(ITEM_NOT_FOUND, 'item_not_found');
  return toBookmark(row);
}

/** Removes the bookmark if there is one; removing one that is not there is not an error. */
export async function removeBookmark(db: DbOrTx, userId: string, item: BookmarkRequest): Promise<void> {
  await db.delete(bookmarks).where(ownBookmark(userId, item));
}
