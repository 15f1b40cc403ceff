import type { BookmarkRequest } from '@ye/contracts/learning';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { courses, lessons } from '../../studio/tables.ts';
import { bookmarks } from './tables.ts';

export type BookmarkRow = {
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
export function selectBookmarks(db: DbOrTx, where: SQL | undefined): Promise<BookmarkRow[]> {
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

export const ownBookmark = (userId: string, item: BookmarkRequest) =>
  and(
    eq(bookmarks.userId, userId),
    eq(bookmarks.itemType, item.item_type),
    eq(bookmarks.itemId, item.item_id),
  );

/** Stores the bookmark unless it is there already. */
export async function insertBookmark(db: DbOrTx, userId: string, item: BookmarkRequest): Promise<void> {
  await db
    .insert(bookmarks)
    .values({ userId, itemType: item.item_type, itemId: item.item_id })
    .onConflictDoNothing();
}

export async function deleteBookmark(db: DbOrTx, userId: string, item: BookmarkRequest): Promise<void> {
  await db.delete(bookmarks).where(ownBookmark(userId, item));
}

/** Bookmarks of these lessons, which point at lessons by id without a foreign key (the studio deletes lessons). */
export async function deleteLessonBookmarks(db: DbOrTx, lessonIds: readonly string[]): Promise<void> {
  if (lessonIds.length === 0) return;
  await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.itemType, 'lesson'), inArray(bookmarks.itemId, [...lessonIds])));
}

export const bookmarksOf = (userId: string) => eq(bookmarks.userId, userId);
