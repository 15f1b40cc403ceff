import type { Feature } from '../../../../lib/features.ts';
import { PATHS } from '../../../../lib/paths.ts';
import { To } from './guide-link.tsx';
import type { Role } from './guide-types.ts';

/** Instructors: courses, publishing, students, and webinars and cohorts while those are on. */
export const instructorsGuides = (isOn: (feature: Feature) => boolean): Role => ({
  id: 'instructors',
  label: 'Instructors',
  intro: [
    'You write courses for children and follow how the children taking them are doing.',
    isOn('webinars') ? 'You can also run live webinars.' : null,
    isOn('cohorts') ? 'You can follow groups of learners in cohorts.' : null,
  ]
    .filter(Boolean)
    .join(' '),
  guides: [
    {
      title: 'Create a course',
      steps: [
        <>
          <To to={PATHS.login}>Log in</To> with your instructor email and password. You land on your
          instructor dashboard.
        </>,
        'Open My courses and select Create course.',
        'Give the course a title, a description and a cover image (JPEG, PNG or SVG, up to 5 MB).',
        'Save, then add chapters and lessons to each chapter on the Chapters and lessons page. For a game course, add levels and missions.',
        'Use Preview to see the course exactly as a child will.',
      ],
    },
    {
      title: 'Publish a course',
      steps: [
        'When the course is ready, select Publish on its Chapters and lessons page. If something is still missing, such as a cover image, the page lists it first.',
        'Confirm with Yes, Publish. Once published, the course is visible on the platform to families.',
        'You can keep editing a published course; deleting a course removes it and all of its content, so you are asked to confirm first.',
      ],
    },
    {
      title: 'Follow your students',
      steps: [
        'Students lists the children taking your courses and how far each has got.',
        'Assignments, Quizzes & surveys and Discussions let you set work, write questions and read what children post before anyone else sees it.',
        'Impact shows how the self-esteem check-in results changed for the children in your courses.',
      ],
    },
    {
      title: 'Run a webinar',
      feature: 'webinars',
      steps: [
        'Open Webinars and choose "Schedule a webinar": a name, a date, a start time, a length, the ages and the number of places.',
        'Start times are offered in 15-minute steps, in your time zone. Parents sign their children up on their Webinars page.',
        'At the start time, choose "Open the room" on the webinar, turn on your camera and open the room. Let the waiting children in one by one or all at once.',
        'Registered children join from their library from 10 minutes before the start. When you end the session, the attendance is shown.',
      ],
    },
    {
      title: 'Work with cohorts',
      feature: 'cohorts',
      steps: [
        'Open Cohorts to create a group of children who take a course together.',
        'Add the course and the children enrolled in it.',
        'Follow the cohort’s progress and the course-level results from the cohort page and your dashboards. You see progress in your courses only, never a family’s contact details.',
      ],
    },
  ],
});
