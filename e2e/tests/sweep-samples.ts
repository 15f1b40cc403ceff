import type { DemoUser } from './fixtures.ts';

/** Reads the API as a demo account (the sweep signs each in once). */
export type ReadApi = <T>(path: string, as: DemoUser) => Promise<T>;

interface Ref {
  id: string;
  title: string;
}
interface Page<T> {
  results: T[];
}
interface CourseDetail extends Ref {
  kind: 'course' | 'game';
  chapters: { id: string; lessons: { id: string }[] }[];
}

/** The demo seed's courses by title (ids differ per run, titles do not). */
const GAME_COURSE = 'Brave Explorer Quest';
const TEXT_COURSE = 'I Like Being Me';

async function catalogCourse(read: ReadApi, as: DemoUser, title = GAME_COURSE): Promise<string> {
  const list = await read<Page<Ref>>('/v1/course/list?page_size=100', as);
  const found = list.results.find((c) => c.title === title);
  if (!found) throw new Error(`The demo course "${title}" is not in ${as}'s catalogue`);
  return found.id;
}

async function childCourse(read: ReadApi, title: string): Promise<CourseDetail> {
  const id = await catalogCourse(read, 'parent', title);
  return read<CourseDetail>(`/v1/course/get/${id}`, 'mia');
}

function firstLesson(course: CourseDetail) {
  const chapter = course.chapters[0];
  const lesson = chapter?.lessons[0];
  if (!chapter || !lesson) throw new Error(`The demo course "${course.title}" has no lesson`);
  return { chapterId: chapter.id, lessonId: lesson.id };
}

/** The account's own first studio course, or null (an ely_admin of the demo has none). */
async function studioCourse(read: ReadApi, as: DemoUser): Promise<string | null> {
  const list = await read<Page<Ref>>('/v1/instructor/course/list', as);
  return list.results[0]?.id ?? null;
}

/**
 * A real address for each route that needs one, from the demo seed through the API as the visitor
 * (null: visit the bare path). Every parameterised route of the table must have an entry here; routes
 * whose page reads a query (?id=) may have one so the sweep sees the page with content.
 */
export const SAMPLES: Record<string, (read: ReadApi, as: DemoUser | 'anonymous') => Promise<string | null>> =
  {
    '/studentDashboard/:childId': async (read) => {
      const children = await read<{ child_id: string; child_name: string }[]>(
        '/v1/family/child/list',
        'parent',
      );
      const mia = children.find((c) => c.child_name === 'Mia');
      if (!mia) throw new Error('The demo parent has no child called Mia');
      return `/studentDashboard/${mia.child_id}`;
    },
    '/courses/:courseId': async (read, as) => `/courses/${await catalogCourse(read, asUser(as))}`,
    '/bundle/courseDetails/:courseId': async (read, as) =>
      `/bundle/courseDetails/${await catalogCourse(read, asUser(as), TEXT_COURSE)}`,
    '/bundle/courses/:bundleId': async (read, as) => {
      const bundles = await read<Ref[]>('/v1/course/bundles/', asUser(as));
      if (!bundles[0]) throw new Error('The demo seed has no bundle');
      return `/bundle/courses/${bundles[0].id}`;
    },
    '/verify/:serial': async (read) => {
      const family = await read<{ child_name: string; certificates: { serial: string }[] }[]>(
        '/v1/course/parent/certificate',
        'parent',
      );
      const serial = family.flatMap((c) => c.certificates)[0]?.serial;
      if (!serial) throw new Error('The demo parent has no certificate');
      return `/verify/${serial}`;
    },
    '/student/course/:courseId': async (read) =>
      `/student/course/${(await childCourse(read, GAME_COURSE)).id}`,
    '/student/chapter/:chapterId': async (read) =>
      `/student/chapter/${firstLesson(await childCourse(read, TEXT_COURSE)).chapterId}`,
    '/student/course/:courseId/level/:levelId/mission/:missionId': async (read) => {
      const course = await childCourse(read, GAME_COURSE);
      const { chapterId, lessonId } = firstLesson(course);
      return `/student/course/${course.id}/level/${chapterId}/mission/${lessonId}`;
    },
    '/student/course/:courseId/chapter/:levelId/lesson/:missionId': async (read) => {
      const course = await childCourse(read, TEXT_COURSE);
      const { chapterId, lessonId } = firstLesson(course);
      return `/student/course/${course.id}/chapter/${chapterId}/lesson/${lessonId}`;
    },
    '/student/discussions/:boardId': async (read) => {
      const boards = await read<Page<Ref>>('/v1/discussion/boards', 'mia');
      if (!boards.results[0]) throw new Error('Mia has no discussion board');
      return `/student/discussions/${boards.results[0].id}`;
    },
    '/instructor/courses/course-content': async (read, as) => {
      const id = await studioCourse(read, asUser(as));
      return id ? `/instructor/courses/course-content?id=${id}` : null;
    },
    '/instructor/courses/add-chapter': async (read, as) => {
      const id = await studioCourse(read, asUser(as));
      return id ? `/instructor/courses/add-chapter?id=${id}` : null;
    },
    // The test provider's pages open by an unguessable session id, and the sweep is read-only (it
    // makes no checkout). An address that is no session id shows the page's "expired or does not exist"
    // state without asking the API: a well-formed unknown id would be a 404, which Chromium logs as a
    // console error.
    '/test-billing/checkout/:sessionId': async () => '/test-billing/checkout/sweep-no-session',
    '/test-billing/portal/:sessionId': async () => '/test-billing/portal/sweep-no-session',
    // The live rooms (decision 031) only connect and listen: nothing changes until the host opens
    // the room or lets someone in. The host's first upcoming session (none: the bare path, which
    // says the session was not found); Mia's latest registered one (not open yet: a kind "not yet").
    '/instructor/webinars/room/:meetingId': async (read, as) => {
      const list = await read<Page<{ id: string }>>(
        '/v1/instructor/meetings/webinar/list?page=1',
        asUser(as),
      );
      return list.results[0] ? `/instructor/webinars/room/${list.results[0].id}` : null;
    },
    '/student/webinars/room/:meetingId': async (read) => {
      const library = await read<{ webinars: { id: string; starts_at: string }[] }>(
        '/v1/router/user/library',
        'mia',
      );
      const latest = [...library.webinars].sort((a, b) => b.starts_at.localeCompare(a.starts_at))[0];
      if (!latest) throw new Error('Mia is registered for no webinar');
      return `/student/webinars/room/${latest.id}`;
    },
    '/courses/preview': async (read, as) => {
      const user = asUser(as);
      const id = user === 'admin' ? await catalogCourse(read, user) : await studioCourse(read, user);
      return id ? `/courses/preview?id=${id}` : null;
    },
  };

function asUser(as: DemoUser | 'anonymous'): DemoUser {
  if (as === 'anonymous') throw new Error('This sample needs a signed-in visitor');
  return as;
}
