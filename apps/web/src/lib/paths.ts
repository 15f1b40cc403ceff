import { generatePath } from 'react-router';

/**
 * Every address of the app, typed once: the routes table (app/routes.tsx) declares its pages with
 * these patterns, and every link, redirect and navigation reads them here or builds an address with
 * the helpers below. Renaming a path is one edit. (The route sweep reads this object too:
 * e2e/tests/sweep-routes.ts.)
 */
export const PATHS = {
  home: '/',
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  howTo: '/how-to',
  notFound: '/404',
  login: '/login',
  signup: '/signup',
  /** The guided sign-up's later steps (behind the registration_flow flag, decision 040). */
  welcome: '/welcome',
  studentLogin: '/student/login',
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  /** A parent reads and accepts a new version of the privacy policy and terms (decision 043). */
  policyUpdate: '/policy-update',
  instructorForgotPassword: '/instructor/forgot-password',
  dashboard: '/dashboard',
  childDashboard: '/studentDashboard/:childId',
  certificates: '/certificates',
  /** Live learning (decision 030): the families' webinars. */
  webinars: '/webinars',
  /** Cohorts (decision 034): the families' classes; the instructor's cohorts (spec path). */
  classes: '/classes',
  instructorCohorts: '/instructor/cohorts/',
  account: '/my-account',
  changePassword: '/my-account/change-password',
  contact: '/my-account/contact',
  subscriptions: '/my-account/subscriptions',
  cards: '/my-account/cards',
  /** Where a checkout returns (spec section 2): the receipt of the membership. */
  purchases: '/my-purchases',
  /** The built-in test provider's pages (decision 027): the session id is the credential. */
  testCheckout: '/test-billing/checkout/:sessionId',
  testPortal: '/test-billing/portal/:sessionId',
  courses: '/courses',
  course: '/courses/:courseId',
  allCourses: '/all-courses',
  bundles: '/bundle',
  bundle: '/bundle/courses/:bundleId',
  bundleCourse: '/bundle/courseDetails/:courseId',
  verify: '/verify/:serial',
  student: '/student',
  studentHome: '/student/home',
  studentCourses: '/student/courses',
  studentCourse: '/student/course/:courseId',
  studentChapter: '/student/chapter/:chapterId',
  studentMission: '/student/course/:courseId/level/:levelId/mission/:missionId',
  studentLesson: '/student/course/:courseId/chapter/:levelId/lesson/:missionId',
  gamesPlayed: '/student/games-played',
  library: '/student/my-library',
  studentProfile: '/student/profile',
  surveys: '/surveys',
  instructor: '/instructor/',
  studio: '/instructor/courses',
  courseForm: '/instructor/courses/create-course',
  courseContent: '/instructor/courses/course-content',
  chapterForm: '/instructor/courses/add-chapter',
  preview: '/courses/preview',
  students: '/instructor/students',
  assignments: '/instructor/assignments',
  quizzes: '/instructor/quiz-survey',
  discussions: '/instructor/group_discussion',
  impact: '/instructor/impact-analysis',
  instructorProfile: '/instructor/profile',
  /** The host's webinars and live streams (decision 030). */
  instructorWebinars: '/instructor/webinars',
  instructorLivestreams: '/instructor/webinars/livestreams',
  /** The live rooms (decision 031): the host's, and the child's with its waiting room. */
  hostRoom: '/instructor/webinars/room/:meetingId',
  childRoom: '/student/webinars/room/:meetingId',
  instructorChangePassword: '/instructor/profile/change-password',
  studentDiscussions: '/student/discussions',
  studentBoard: '/student/discussions/:boardId',
  users: '/users',
  policyVersions: '/policy-versions',
  /** Admins: schools, clubs and providers with their members (decision 037). */
  organizations: '/organizations',
  /** Admins: the job-queue console (spec section 2) and the feature flags (decision 032). */
  jobQueue: '/job-queue',
  featureFlags: '/feature-flags',
} as const;

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined),
  );
  return params.size > 0 ? `${path}?${params}` : path;
};

// ---- addresses with their parameters filled in --------------------------------------------------

/** A course in the parents' catalogue. */
export const catalogCoursePath = (courseId: string) => generatePath(PATHS.course, { courseId });
/** A course seen from its bundle (the bundle's id kept for the way back). */
export const bundleCoursePath = (courseId: string, bundleId: string) =>
  withQuery(generatePath(PATHS.bundleCourse, { courseId }), { bundle: bundleId });
export const bundlePath = (bundleId: string) => generatePath(PATHS.bundle, { bundleId });
/** One child's page for their parent; `enrol` opens the "Assign a course" dialog at once (`?assign=1`). */
export const childDashboardPath = (childId: string, options: { enrol?: boolean } = {}) =>
  withQuery(generatePath(PATHS.childDashboard, { childId }), { assign: options.enrol ? '1' : undefined });
/** The public check of a certificate. */
export const verifyPath = (serial: string) => generatePath(PATHS.verify, { serial });
export const studentBoardPath = (boardId: string) => generatePath(PATHS.studentBoard, { boardId });
/** A session's live room: the host's side and the child's. */
export const hostRoomPath = (meetingId: string) => generatePath(PATHS.hostRoom, { meetingId });
export const childRoomPath = (meetingId: string) => generatePath(PATHS.childRoom, { meetingId });

/** The child's map of a course. */
export const coursePath = (courseId: string) => generatePath(PATHS.studentCourse, { courseId });
export const chapterPath = (chapterId: string) => generatePath(PATHS.studentChapter, { chapterId });
/** /student/course/C/level/L/mission/M for a game course, /student/course/C/chapter/L/lesson/M otherwise. */
export function lessonPath(
  kind: 'course' | 'game',
  courseId: string,
  chapterId: string,
  lessonId: string,
): string {
  const params = { courseId, levelId: chapterId, missionId: lessonId };
  return generatePath(kind === 'game' ? PATHS.studentMission : PATHS.studentLesson, params);
}

/** The course form: a new course, or the course `id` to edit. */
export const courseFormPath = (courseId?: string) => withQuery(PATHS.courseForm, { id: courseId });
/** Where the instructor edits the course's chapters and lessons. */
export const courseContentPath = (courseId: string) => withQuery(PATHS.courseContent, { id: courseId });
/** The chapter form of a course: a new chapter, or `chapterId` to edit. */
export const chapterFormPath = (courseId: string, chapterId?: string) =>
  withQuery(PATHS.chapterForm, { id: courseId, chapter: chapterId });
/** The instructor's preview of a course (/courses/preview?id=C), or of one of its lessons (&lesson=L). */
export const previewPath = (courseId: string, lessonId?: string) =>
  withQuery(PATHS.preview, { id: courseId, lesson: lessonId });
