import { PATHS } from '../../../../lib/paths.ts';
import { To } from './guide-link.tsx';
import type { Role } from './guide-types.ts';

/** Parents: signing up, adding a child, the child's dashboard and the survey. */
export const parentsGuides = (): Role => ({
  id: 'parents',
  label: 'Parents',
  intro:
    'You hold the account. You create your children’s logins, choose their courses and follow their progress.',
  guides: [
    {
      title: 'Sign up',
      steps: [
        <>
          Open <To to={PATHS.signup}>Sign up</To>.
        </>,
        'Enter your first name, last name, email address and a password of at least 8 characters.',
        'Select Sign up. You are signed in straight away and land on your dashboard.',
        <>
          Next time, use <To to={PATHS.login}>Log in</To> with the same email and password. If you forget the
          password, choose “Forgot password?” on the log-in page and we email you a link to set a new one.
        </>,
      ],
    },
    {
      title: 'Add a child',
      steps: [
        'On your dashboard, select Add child.',
        'Enter your child’s first name and pick a username. The username is how your child logs in, so choose one that is easy for them to type and does not include their surname.',
        'Set a password for your child and write it down somewhere safe for them.',
        'Optionally add a birthday (to suggest courses that suit their age) and an avatar.',
        'Save. Your child can now log in on the student login page with that username and password. Children never need an email address.',
      ],
    },
    {
      title: 'See your child’s dashboard',
      steps: [
        'On your dashboard each child has a card showing their courses: not started, in progress and completed.',
        'Open a child’s card to see their own dashboard: time spent learning each day, their courses, the games they played and their self-esteem check-in results over time.',
        'Use Assign a course on that page to give the child a course; it then shows on their home page.',
        'On the same page, Edit profile changes their details, and you can download everything we hold about the child or delete their account.',
        <>
          Certificates for finished courses are on the <To to={PATHS.certificates}>Certificates</To> page, as
          PDFs to print or keep.
        </>,
      ],
    },
    {
      title: 'The self-esteem survey',
      steps: [
        'The survey is a short set of questions your child answers about how they feel about themselves. It takes a few minutes and there are no wrong answers.',
        'Your child takes it while logged in as themselves, from their home page.',
        'Each time they finish it, the score appears on their dashboard in your account, so you can see how it changes over weeks and months.',
        'Treat the score as a conversation starter, not a test result.',
      ],
    },
  ],
});
