import { PATHS } from '../../../../lib/paths.ts';
import { To } from './guide-link.tsx';
import type { Role } from './guide-types.ts';

/** Children: logging in, missions, the survey and Talk together. */
export const childrenGuides = (): Role => ({
  id: 'children',
  label: 'Children',
  intro: 'Your grown-up makes your login for you. Then you can play missions and learn at your own speed.',
  guides: [
    {
      title: 'Log in with your username',
      steps: [
        <>
          Go to the <To to={PATHS.studentLogin}>Student login</To> page.
        </>,
        'Type the username and password your grown-up gave you.',
        'Select Let’s go! You arrive on your home page.',
        'If you forget your password, ask your grown-up. They can set a new one for you.',
      ],
    },
    {
      title: 'Play missions',
      steps: [
        'On your home page or in My courses, pick a course. A course has chapters with lessons in them; a game course has levels with missions.',
        'Start a lesson or a mission. Read, watch or play, and collect stars as you go.',
        'Finishing one opens the next. Your progress is saved, so you can stop and come back later.',
        'Finish the whole course to earn a certificate. Your grown-up can print it for you.',
      ],
    },
    {
      title: 'Take the survey',
      steps: [
        'When your home page shows the self-esteem survey, open it.',
        'Read each sentence and choose the answer that feels most true for you today. There are no right or wrong answers.',
        'Select Finish at the end. Your grown-up can see your results to help them support you.',
        'You can take it again after a while: the page tells you when.',
      ],
    },
    {
      title: 'Talk together',
      steps: [
        'Open Talk together to see the questions your teachers ask about the courses you take.',
        'Open a question and write your answer. Your teacher reads every answer before other children can see it.',
        'You cannot send private messages to other children. Never write your surname, your school, your address or your phone number.',
      ],
    },
  ],
});
