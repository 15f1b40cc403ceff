import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type Feature, isOn } from '../../../lib/features.ts';
import { PATHS } from '../../../lib/paths.ts';

interface Guide {
  title: string;
  steps: ReactNode[];
  /** Shown only while this feature is on (lib/features.ts). */
  feature?: Feature;
}

interface Role {
  id: 'parents' | 'children' | 'instructors';
  label: string;
  intro: ReactNode;
  guides: Guide[];
}

const SUPPORT_EMAIL = 'support@youthenrichments.test';

function To({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}

/** The guides of each role, for the features that are on now. */
const roles = (): Role[] => [
  {
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
            Next time, use <To to={PATHS.login}>Log in</To> with the same email and password. If you forget
            the password, choose “Forgot password?” on the log-in page and we email you a link to set a new
            one.
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
            Certificates for finished courses are on the <To to={PATHS.certificates}>Certificates</To> page,
            as PDFs to print or keep.
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
  },
  {
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
  },
  {
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
          'Open Webinars and create a new webinar with a title, a date, a start time and a length.',
          'Enter times like 1:30, 1.5 or 2 (hours). Start times are offered in 15-minute steps.',
          'At the start time, open the webinar from the live streams list to go live. Enrolled children find it in their library.',
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
  },
];

export default function HowToPage() {
  const [tab, setTab] = useState(0);
  const ROLES = roles().map((role) => ({
    ...role,
    guides: role.guides.filter((g) => !g.feature || isOn(g.feature)),
  }));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography
        component="h1"
        variant="h3"
        sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.6rem' } }}
      >
        How to use Youth Enrichments
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 3, fontSize: '1.05rem' }}>
        Step-by-step help for parents, children and instructors. Choose who you are.
      </Typography>

      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, value: number) => setTab(value)}
          aria-label="Guides by role"
          variant="fullWidth"
        >
          {ROLES.map((role, index) => (
            <Tab
              key={role.id}
              label={role.label}
              id={`howto-tab-${role.id}`}
              aria-controls={`howto-panel-${role.id}`}
              value={index}
              sx={{ minHeight: 56, fontWeight: 600, fontSize: '1rem', textTransform: 'none' }}
            />
          ))}
        </Tabs>
      </Box>

      {ROLES.map((role, index) => (
        <Box
          key={role.id}
          role="tabpanel"
          id={`howto-panel-${role.id}`}
          aria-labelledby={`howto-tab-${role.id}`}
          hidden={tab !== index}
          sx={{ pt: 3 }}
        >
          {tab === index && (
            <>
              <Typography component="h2" variant="h5" sx={{ fontWeight: 700, fontSize: '1.5rem' }}>
                For {role.label.toLowerCase()}
              </Typography>
              <Typography sx={{ mt: 1, mb: 1 }}>{role.intro}</Typography>
              {role.guides.map((guide) => (
                <Box component="section" key={guide.title} sx={{ mt: 4 }}>
                  <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                    {guide.title}
                  </Typography>
                  <Box
                    component="ol"
                    sx={{ m: 0, pl: 3, '& li': { lineHeight: 1.7, fontSize: '1.02rem', mt: 0.75 } }}
                  >
                    {guide.steps.map((step, stepIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed, ordered list
                      <li key={stepIndex}>{step}</li>
                    ))}
                  </Box>
                </Box>
              ))}
            </>
          )}
        </Box>
      ))}

      <Box sx={{ mt: 6, p: 3, borderRadius: 3, bgcolor: 'action.hover' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Still stuck?
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Write to us at <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link> and tell us what you
          were trying to do. A person reads every message.
        </Typography>
      </Box>
    </Container>
  );
}
