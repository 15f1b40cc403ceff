import type { PageRole } from '@ye/contracts/roles';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { FlagKey } from '../lib/flags.ts';
import { PATHS } from '../lib/paths.ts';
import type { NavIconName } from './layouts/nav-icons.tsx';

/**
 * THE routes table: every path of the app, its page (lazily loaded), the layout it sits in and the
 * roles allowed to open it. Paths of the spec (section 2) whose pages are built by later issues are
 * added here together with their page, never as placeholders.
 *
 * - layout 'public': top bar with log-in links and the footer; 'app': the signed-in frame of the role.
 * - roles: who may open the page. Signed-out visitors go to the sign-in page of the area
 *   (/student/... -> /student/login, else /login); signed-in users of another role go to '/'.
 * - guestOnly: signed-in users are sent on to their landing page (the sign-in forms).
 * - notWhileImpersonating: an admin acting as the user sees why the page is closed instead.
 * - nav: the page appears in the navigation of every role allowed to open it.
 */
export interface AppRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  title: string;
  layout: 'public' | 'app';
  roles?: readonly PageRole[];
  guestOnly?: boolean;
  /** Closed while an admin impersonates (billing and passwords stay with the owner; decision 037). */
  notWhileImpersonating?: true;
  /** `icon` names one of layouts/nav-icons.tsx, which loads with the signed-in layout only. */
  nav?: { label: string; icon: NavIconName };
  /** A feature flag the page sits behind: off, it leaves the navigation (the page says it is off). */
  flag?: FlagKey;
}

export const PARENT_ROLES: readonly PageRole[] = ['parent', 'auth'];
export const STUDENT_ROLES: readonly PageRole[] = ['child', 'student'];
export const INSTRUCTOR_AREA_ROLES: readonly PageRole[] = ['instructor', 'ely_admin', 'provider'];
/** Who builds and teaches: providers only read their organization's metrics (dashboard, impact). */
export const STUDIO_ROLES: readonly PageRole[] = ['instructor', 'ely_admin'];
export const INSTRUCTOR_PROFILE_ROLES: readonly PageRole[] = [...INSTRUCTOR_AREA_ROLES, 'external_admin'];
export const ADMIN_ROLES: readonly PageRole[] = ['admin'];
/** The catalogue is for the adults: parents browse and assign, staff look. Children use /student/courses. */
export const CATALOG_ROLES: readonly PageRole[] = [
  ...PARENT_ROLES,
  ...INSTRUCTOR_PROFILE_ROLES,
  ...ADMIN_ROLES,
];

const NotFoundPage = lazy(() => import('../features/errors/pages/not-found-page.tsx'));

export const ROUTES: readonly AppRoute[] = [
  // Public
  {
    path: PATHS.home,
    page: lazy(() => import('../features/marketing/pages/home-page.tsx')),
    title: '',
    layout: 'public',
  },
  {
    path: PATHS.terms,
    page: lazy(() => import('../features/legal/pages/terms-page.tsx')),
    title: 'Terms & Conditions',
    layout: 'public',
  },
  {
    path: PATHS.privacy,
    page: lazy(() => import('../features/legal/pages/privacy-page.tsx')),
    title: 'Privacy Policy',
    layout: 'public',
  },
  {
    path: PATHS.howTo,
    // Behind the `how_to` flag (decision 032).
    page: lazy(() => import('../features/help/pages/how-to-route.tsx')),
    title: 'How-to guide',
    layout: 'public',
  },
  { path: PATHS.notFound, page: NotFoundPage, title: 'Page not found', layout: 'public' },

  // Auth
  {
    path: PATHS.login,
    page: lazy(() => import('../features/auth/pages/login-page.tsx')),
    title: 'Log in',
    layout: 'public',
    guestOnly: true,
  },
  {
    path: PATHS.signup,
    page: lazy(() => import('../features/auth/pages/signup-page.tsx')),
    title: 'Sign up',
    layout: 'public',
    guestOnly: true,
  },
  {
    // The guided sign-up's later steps, behind the registration_flow flag (decision 040).
    path: PATHS.welcome,
    page: lazy(() => import('./welcome-route.tsx')),
    title: 'Welcome',
    layout: 'app',
    roles: PARENT_ROLES,
    flag: 'registrationFlowFlagEnabled',
  },
  {
    path: PATHS.studentLogin,
    page: lazy(() => import('../features/auth/pages/student-login-page.tsx')),
    title: 'Student log in',
    layout: 'public',
    guestOnly: true,
  },
  {
    path: PATHS.forgotPassword,
    page: lazy(() => import('../features/auth/pages/forgot-password-page.tsx')),
    title: 'Forgot password',
    layout: 'public',
  },
  {
    path: PATHS.instructorForgotPassword,
    page: lazy(() => import('../features/auth/pages/forgot-password-page.tsx')),
    title: 'Instructor: forgot password',
    layout: 'public',
  },
  {
    // Opened from the confirmation email, signed in or not (decision 035).
    path: PATHS.verifyEmail,
    page: lazy(() => import('../features/auth/pages/verify-email-page.tsx')),
    title: 'Confirm your email',
    layout: 'public',
  },

  // Parent
  {
    // Asked by the policy gate once a new version is in force; the email about a coming one links here.
    path: PATHS.policyUpdate,
    page: lazy(() => import('../features/legal/pages/policy-update-page.tsx')),
    title: 'Privacy policy update',
    layout: 'app',
    roles: PARENT_ROLES,
  },
  {
    path: PATHS.dashboard,
    page: lazy(() => import('../features/family/pages/dashboard-page.tsx')),
    title: 'Dashboard',
    layout: 'app',
    roles: PARENT_ROLES,
    nav: { label: 'Dashboard', icon: 'DashboardRounded' },
  },
  {
    path: PATHS.childDashboard,
    page: lazy(() => import('../features/family/pages/child-dashboard-page.tsx')),
    title: 'Child progress',
    layout: 'app',
    roles: PARENT_ROLES,
  },
  {
    path: PATHS.certificates,
    page: lazy(() => import('../features/family/pages/certificates-page.tsx')),
    title: 'Certificates',
    layout: 'app',
    roles: PARENT_ROLES,
    nav: { label: 'Certificates', icon: 'EmojiEventsRounded' },
  },
  {
    path: PATHS.webinars,
    page: lazy(() => import('../features/live/pages/family-webinars-page.tsx')),
    title: 'Webinars',
    layout: 'app',
    roles: PARENT_ROLES,
    nav: { label: 'Webinars', icon: 'EventRounded' },
  },
  {
    path: PATHS.classes,
    page: lazy(() => import('../features/cohorts/pages/family-classes-page.tsx')),
    title: 'Classes',
    layout: 'app',
    roles: PARENT_ROLES,
    nav: { label: 'Classes', icon: 'GroupsRounded' },
    flag: 'cohortFeatureFlagEnabled',
  },
  {
    path: PATHS.account,
    page: lazy(() => import('../features/account/pages/profile-page.tsx')),
    title: 'My account',
    layout: 'app',
    roles: PARENT_ROLES,
  },
  {
    path: PATHS.changePassword,
    page: lazy(() => import('../features/account/pages/change-password-page.tsx')),
    title: 'Change password',
    layout: 'app',
    roles: PARENT_ROLES,
    notWhileImpersonating: true,
  },
  {
    path: PATHS.contact,
    page: lazy(() => import('../features/contact/pages/contact-page.tsx')),
    title: 'Contact us',
    layout: 'app',
    roles: PARENT_ROLES,
  },

  // Billing (decision 027): the parent's membership, cards and receipts
  {
    path: PATHS.subscriptions,
    page: lazy(() => import('../features/billing/pages/subscriptions-page.tsx')),
    title: 'Subscriptions',
    layout: 'app',
    roles: PARENT_ROLES,
    notWhileImpersonating: true,
  },
  {
    path: PATHS.cards,
    page: lazy(() => import('../features/billing/pages/cards-page.tsx')),
    title: 'Cards',
    layout: 'app',
    roles: PARENT_ROLES,
    notWhileImpersonating: true,
  },
  {
    path: PATHS.purchases,
    page: lazy(() => import('../features/billing/pages/purchases-page.tsx')),
    title: 'My purchases',
    layout: 'app',
    roles: PARENT_ROLES,
    notWhileImpersonating: true,
  },
  // The built-in test provider's pages: public, the session id in the address is the credential.
  {
    path: PATHS.testCheckout,
    page: lazy(() => import('../features/billing/pages/test-checkout-page.tsx')),
    title: 'Test checkout',
    layout: 'public',
  },
  {
    path: PATHS.testPortal,
    page: lazy(() => import('../features/billing/pages/test-portal-page.tsx')),
    title: 'Test billing portal',
    layout: 'public',
  },

  // Courses and bundles (the catalogue)
  {
    path: PATHS.courses,
    page: lazy(() => import('../features/catalog/pages/courses-page.tsx')),
    title: 'Courses',
    layout: 'app',
    roles: CATALOG_ROLES,
    nav: { label: 'Courses', icon: 'SchoolRounded' },
  },
  {
    path: PATHS.course,
    page: lazy(() => import('../features/catalog/pages/course-detail-page.tsx')),
    title: 'Course',
    layout: 'app',
    roles: CATALOG_ROLES,
  },
  {
    path: PATHS.allCourses,
    page: lazy(() => import('../features/catalog/pages/all-courses-page.tsx')),
    title: 'All courses',
    layout: 'app',
    roles: CATALOG_ROLES,
  },
  {
    path: PATHS.bundles,
    page: lazy(() => import('../features/catalog/pages/bundles-page.tsx')),
    title: 'Bundles',
    layout: 'app',
    roles: CATALOG_ROLES,
    nav: { label: 'Bundles', icon: 'WorkspacesRounded' },
  },
  {
    path: PATHS.bundle,
    page: lazy(() => import('../features/catalog/pages/bundle-courses-page.tsx')),
    title: 'Bundle',
    layout: 'app',
    roles: CATALOG_ROLES,
  },
  {
    path: PATHS.bundleCourse,
    page: lazy(() => import('../features/catalog/pages/course-detail-page.tsx')),
    title: 'Course',
    layout: 'app',
    roles: CATALOG_ROLES,
  },
  {
    path: PATHS.verify,
    page: lazy(() => import('../features/learning/pages/verify-certificate-page.tsx')),
    title: 'Check a certificate',
    layout: 'public',
  },

  // Student
  {
    path: PATHS.student,
    page: lazy(() => import('../features/learning/pages/home-page.tsx')),
    title: 'My home',
    layout: 'app',
    roles: STUDENT_ROLES,
  },
  {
    path: PATHS.studentHome,
    page: lazy(() => import('../features/learning/pages/home-page.tsx')),
    title: 'My home',
    layout: 'app',
    roles: STUDENT_ROLES,
    nav: { label: 'Home', icon: 'HomeRounded' },
  },
  {
    path: PATHS.studentCourses,
    page: lazy(() => import('../features/learning/pages/courses-page.tsx')),
    title: 'My courses',
    layout: 'app',
    roles: STUDENT_ROLES,
    nav: { label: 'My courses', icon: 'AutoStoriesRounded' },
  },
  {
    path: PATHS.studentCourse,
    page: lazy(() => import('../features/learning/pages/course-map-page.tsx')),
    title: 'My course',
    layout: 'app',
    roles: STUDENT_ROLES,
  },
  {
    path: PATHS.studentChapter,
    page: lazy(() => import('../features/learning/pages/chapter-page.tsx')),
    title: 'Chapter',
    layout: 'app',
    roles: STUDENT_ROLES,
  },
  {
    path: PATHS.studentMission,
    page: lazy(() => import('../features/learning/pages/lesson-page.tsx')),
    title: 'Mission',
    layout: 'app',
    roles: STUDENT_ROLES,
  },
  {
    path: PATHS.studentLesson,
    page: lazy(() => import('../features/learning/pages/lesson-page.tsx')),
    title: 'Lesson',
    layout: 'app',
    roles: STUDENT_ROLES,
  },
  {
    path: PATHS.gamesPlayed,
    page: lazy(() => import('../features/learning/pages/games-played-page.tsx')),
    title: 'Games I played',
    layout: 'app',
    roles: STUDENT_ROLES,
    nav: { label: 'Games played', icon: 'SportsEsportsRounded' },
  },
  {
    path: PATHS.library,
    page: lazy(() => import('../features/learning/pages/library-page.tsx')),
    title: 'My library',
    layout: 'app',
    roles: STUDENT_ROLES,
    nav: { label: 'My library', icon: 'BookmarksRounded' },
  },
  {
    path: PATHS.childRoom,
    page: lazy(() => import('../features/live/room/child-room-page.tsx')),
    title: 'Live class',
    layout: 'app',
    roles: STUDENT_ROLES,
  },
  {
    path: PATHS.studentProfile,
    page: lazy(() => import('../features/learning/pages/profile-page.tsx')),
    title: 'My profile',
    layout: 'app',
    roles: STUDENT_ROLES,
    nav: { label: 'Profile', icon: 'PersonRounded' },
  },
  {
    path: PATHS.surveys,
    page: lazy(() => import('../features/survey/pages/survey-page.tsx')),
    title: 'How I feel about myself',
    layout: 'app',
    roles: STUDENT_ROLES,
  },

  // Instructor
  {
    path: PATHS.instructor,
    page: lazy(() => import('../features/insights/pages/dashboard-page.tsx')),
    title: 'Instructor dashboard',
    layout: 'app',
    roles: INSTRUCTOR_AREA_ROLES,
    nav: { label: 'Dashboard', icon: 'DashboardRounded' },
  },
  {
    path: PATHS.studio,
    page: lazy(() => import('../features/studio/pages/courses-page.tsx')),
    title: 'My courses',
    layout: 'app',
    roles: STUDIO_ROLES,
    nav: { label: 'My courses', icon: 'LibraryBooksRounded' },
  },
  {
    path: PATHS.courseForm,
    page: lazy(() => import('../features/studio/pages/course-form-page.tsx')),
    title: 'Course details',
    layout: 'app',
    roles: STUDIO_ROLES,
  },
  {
    path: PATHS.courseContent,
    page: lazy(() => import('../features/studio/pages/course-content-page.tsx')),
    title: 'Chapters and lessons',
    layout: 'app',
    roles: STUDIO_ROLES,
  },
  {
    path: PATHS.chapterForm,
    page: lazy(() => import('../features/studio/pages/add-chapter-page.tsx')),
    title: 'Chapter',
    layout: 'app',
    roles: STUDIO_ROLES,
  },
  {
    path: PATHS.preview,
    page: lazy(() => import('../features/studio/pages/preview-page.tsx')),
    title: 'Course preview',
    layout: 'app',
    // The studio API lets admins preview any course.
    roles: [...STUDIO_ROLES, ...ADMIN_ROLES],
  },
  {
    path: PATHS.students,
    page: lazy(() => import('../features/studio/pages/students-page.tsx')),
    title: 'Students',
    layout: 'app',
    roles: STUDIO_ROLES,
    nav: { label: 'Students', icon: 'PeopleAltRounded' },
  },
  {
    path: PATHS.assignments,
    page: lazy(() => import('../features/assignments/pages/assignments-page.tsx')),
    title: 'Assignments',
    layout: 'app',
    roles: STUDIO_ROLES,
    nav: { label: 'Assignments', icon: 'AssignmentTurnedInRounded' },
  },
  {
    path: PATHS.quizzes,
    page: lazy(() => import('../features/quizzes/pages/quiz-survey-page.tsx')),
    title: 'Quizzes & surveys',
    layout: 'app',
    roles: STUDIO_ROLES,
    nav: { label: 'Quizzes & surveys', icon: 'QuizRounded' },
  },
  {
    path: PATHS.discussions,
    page: lazy(() => import('../features/discussion/pages/instructor-discussion-page.tsx')),
    title: 'Discussions',
    layout: 'app',
    roles: STUDIO_ROLES,
    nav: { label: 'Discussions', icon: 'ForumRounded' },
  },
  {
    path: PATHS.instructorWebinars,
    page: lazy(() => import('../features/live/pages/instructor-webinars-page.tsx')),
    title: 'Webinars',
    layout: 'app',
    roles: STUDIO_ROLES,
    nav: { label: 'Webinars', icon: 'EventRounded' },
  },
  {
    path: PATHS.instructorLivestreams,
    page: lazy(() => import('../features/live/pages/instructor-livestreams-page.tsx')),
    title: 'Live streams',
    layout: 'app',
    roles: STUDIO_ROLES,
    nav: { label: 'Live streams', icon: 'LiveTvRounded' },
  },
  {
    path: PATHS.instructorCohorts,
    page: lazy(() => import('../features/cohorts/pages/instructor-cohorts-page.tsx')),
    title: 'Cohorts',
    layout: 'app',
    // Providers and external admins read their organizations' cohorts (decision 039).
    roles: INSTRUCTOR_PROFILE_ROLES,
    nav: { label: 'Cohorts', icon: 'GroupsRounded' },
    flag: 'cohortFeatureFlagEnabled',
  },
  {
    path: PATHS.hostRoom,
    page: lazy(() => import('../features/live/room/host-room-page.tsx')),
    title: 'Live room',
    layout: 'app',
    roles: STUDIO_ROLES,
  },
  {
    path: PATHS.impact,
    page: lazy(() => import('../features/insights/pages/impact-analysis-page.tsx')),
    title: 'Impact analysis',
    layout: 'app',
    roles: INSTRUCTOR_AREA_ROLES,
    nav: { label: 'Impact', icon: 'InsightsRounded' },
  },
  {
    path: PATHS.instructorProfile,
    page: lazy(() => import('../features/account/pages/instructor-profile-page.tsx')),
    title: 'My profile',
    layout: 'app',
    roles: INSTRUCTOR_PROFILE_ROLES,
    nav: { label: 'Profile', icon: 'PersonRounded' },
  },
  {
    path: PATHS.instructorChangePassword,
    page: lazy(() => import('../features/account/pages/change-password-page.tsx')),
    title: 'Change password',
    layout: 'app',
    roles: INSTRUCTOR_PROFILE_ROLES,
    notWhileImpersonating: true,
  },
  // The child's side of the discussion boards.
  {
    path: PATHS.studentDiscussions,
    page: lazy(() => import('../features/discussion/pages/student-boards-page.tsx')),
    title: 'Talk together',
    layout: 'app',
    roles: STUDENT_ROLES,
    nav: { label: 'Talk together', icon: 'ForumRounded' },
  },
  {
    path: PATHS.studentBoard,
    page: lazy(() => import('../features/discussion/pages/student-board-page.tsx')),
    title: 'Talk board',
    layout: 'app',
    roles: STUDENT_ROLES,
  },

  // Admin
  {
    path: PATHS.users,
    page: lazy(() => import('../features/admin/pages/users-page.tsx')),
    title: 'Users',
    layout: 'app',
    roles: ADMIN_ROLES,
    nav: { label: 'Users', icon: 'PeopleAltRounded' },
  },
  {
    path: PATHS.organizations,
    // Admins manage them all; an external admin reads their own (decision 040).
    page: lazy(() => import('../features/organizations/pages/organizations-route.tsx')),
    title: 'Organizations',
    layout: 'app',
    roles: [...ADMIN_ROLES, 'external_admin'],
    nav: { label: 'Organizations', icon: 'CorporateFareRounded' },
  },
  {
    path: PATHS.jobQueue,
    page: lazy(() => import('../features/admin/pages/job-queue-page.tsx')),
    title: 'Job queue',
    layout: 'app',
    roles: ADMIN_ROLES,
    nav: { label: 'Job queue', icon: 'WorkHistoryRounded' },
  },
  {
    path: PATHS.policyVersions,
    page: lazy(() => import('../features/admin/pages/policy-versions-page.tsx')),
    title: 'Policy versions',
    layout: 'app',
    roles: ADMIN_ROLES,
    nav: { label: 'Policy versions', icon: 'PolicyRounded' },
  },
  {
    path: PATHS.featureFlags,
    page: lazy(() => import('../features/admin/pages/feature-flags-page.tsx')),
    title: 'Feature flags',
    layout: 'app',
    roles: ADMIN_ROLES,
    nav: { label: 'Feature flags', icon: 'ToggleOnRounded' },
  },
];

/** Unknown paths (`*`) show the 404 page (also reachable as /404). */
export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  page: NotFoundPage,
  title: 'Page not found',
  layout: 'public',
};
