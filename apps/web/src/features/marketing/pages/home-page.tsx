import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Carousel } from '../../../components/carousel.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/** A named palette from the theme (yellow, orange, …) when present, else the given fallback. */
function tone(theme: Theme, name: string, fallback: string): string {
  const palette = (theme.palette as unknown as Record<string, { main?: string } | undefined>)[name];
  return palette?.main ?? fallback;
}

function HeroIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 360 300"
      aria-hidden="true"
      focusable="false"
      sx={{ width: '100%', maxWidth: 420, height: 'auto', display: 'block', mx: 'auto' }}
    >
      <circle cx="185" cy="140" r="130" fill="#FFF3C4" />
      <circle cx="290" cy="60" r="26" fill="#F9C74F" />
      <g stroke="#F9C74F" strokeWidth="5" strokeLinecap="round">
        <line x1="290" y1="20" x2="290" y2="8" />
        <line x1="330" y1="60" x2="342" y2="60" />
        <line x1="318" y1="32" x2="327" y2="23" />
        <line x1="318" y1="88" x2="327" y2="97" />
      </g>
      <path d="M20 270 C 90 200, 270 200, 345 270 Z" fill="#7BC47F" />
      <path d="M0 300 C 80 240, 280 240, 360 300 Z" fill="#4C9A58" />
      {/* the child */}
      <rect x="160" y="150" width="52" height="70" rx="22" fill="#F4845F" />
      <rect x="166" y="212" width="14" height="40" rx="7" fill="#3D405B" />
      <rect x="192" y="212" width="14" height="40" rx="7" fill="#3D405B" />
      <path d="M166 162 L 128 112" stroke="#E0A37A" strokeWidth="13" strokeLinecap="round" />
      <path d="M206 162 L 240 118" stroke="#E0A37A" strokeWidth="13" strokeLinecap="round" />
      <circle cx="186" cy="122" r="28" fill="#E0A37A" />
      <path d="M158 118 C 158 88, 214 86, 214 116 C 204 104, 174 102, 158 118 Z" fill="#5B3A29" />
      <circle cx="176" cy="124" r="3.2" fill="#2B2D42" />
      <circle cx="196" cy="124" r="3.2" fill="#2B2D42" />
      <path
        d="M176 135 Q 186 144, 196 135"
        stroke="#2B2D42"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="169" cy="133" r="4" fill="#F4A3A3" opacity="0.7" />
      <circle cx="203" cy="133" r="4" fill="#F4A3A3" opacity="0.7" />
      {/* the star held high */}
      <path
        d="M120 70 l 9 18 20 3 -14.5 14 3.5 20 -18 -9.5 -18 9.5 3.5 -20 -14.5 -14 20 -3 z"
        fill="#F9C74F"
        stroke="#E09F1F"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="250" cy="110" r="9" fill="#9B7EDE" />
      <circle cx="70" cy="150" r="7" fill="#9B7EDE" />
      <circle cx="300" cy="170" r="6" fill="#F4845F" />
    </Box>
  );
}

function TopicIcon({ topic }: { topic: TopicId }) {
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <TopicIconShapes topic={topic} />
    </svg>
  );
}

function TopicIconShapes({ topic }: { topic: TopicId }) {
  switch (topic) {
    case 'self-esteem':
      return (
        <>
          <circle cx="36" cy="36" r="34" fill="#FFE1D6" />
          <path
            d="M36 56 C 10 40, 14 18, 28 18 C 32 18, 35 21, 36 24 C 37 21, 40 18, 44 18 C 58 18, 62 40, 36 56 Z"
            fill="#F4845F"
          />
          <path d="M28 36 Q 36 44, 44 36" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" />
        </>
      );
    case 'confidence':
      return (
        <>
          <circle cx="36" cy="36" r="34" fill="#FFF3C4" />
          <path d="M12 56 L 32 24 L 42 38 L 48 30 L 62 56 Z" fill="#4C9A58" />
          <line x1="32" y1="24" x2="32" y2="10" stroke="#3D405B" strokeWidth="3" strokeLinecap="round" />
          <path d="M32 10 L 46 14 L 32 19 Z" fill="#F9C74F" />
        </>
      );
    case 'friendship':
      return (
        <>
          <circle cx="36" cy="36" r="34" fill="#E6F4E7" />
          <circle cx="25" cy="27" r="8" fill="#E0A37A" />
          <circle cx="47" cy="27" r="8" fill="#8D5B3F" />
          <rect x="16" y="37" width="18" height="22" rx="8" fill="#9B7EDE" />
          <rect x="38" y="37" width="18" height="22" rx="8" fill="#F4845F" />
          <path
            d="M32 46 Q 36 50, 40 46"
            stroke="#3D405B"
            strokeWidth="3.5"
            fill="none"
            strokeLinecap="round"
          />
        </>
      );
    case 'feelings':
      return (
        <>
          <circle cx="36" cy="36" r="34" fill="#EFE8FB" />
          <circle cx="26" cy="32" r="13" fill="#F9C74F" />
          <circle cx="22" cy="29" r="1.8" fill="#3D405B" />
          <circle cx="30" cy="29" r="1.8" fill="#3D405B" />
          <path
            d="M21 35 Q 26 40, 31 35"
            stroke="#3D405B"
            strokeWidth="2.2"
            fill="none"
            strokeLinecap="round"
          />
          <circle cx="47" cy="44" r="13" fill="#7FB3E6" />
          <circle cx="43" cy="41" r="1.8" fill="#3D405B" />
          <circle cx="51" cy="41" r="1.8" fill="#3D405B" />
          <path
            d="M42 50 Q 47 46, 52 50"
            stroke="#3D405B"
            strokeWidth="2.2"
            fill="none"
            strokeLinecap="round"
          />
        </>
      );
    case 'calm':
      return (
        <>
          <circle cx="36" cy="36" r="34" fill="#E3F1FA" />
          <path
            d="M14 44 Q 22 38, 30 44 T 46 44 T 60 44"
            stroke="#4C8CC4"
            strokeWidth="4"
            fill="none"
            strokeLinecap="round"
          />
          <path
            d="M14 54 Q 22 48, 30 54 T 46 54 T 60 54"
            stroke="#7FB3E6"
            strokeWidth="4"
            fill="none"
            strokeLinecap="round"
          />
          <path d="M36 14 C 46 20, 46 32, 36 36 C 26 32, 26 20, 36 14 Z" fill="#7BC47F" />
        </>
      );
    default:
      return null;
  }
}

type TopicId = 'self-esteem' | 'confidence' | 'friendship' | 'feelings' | 'calm';

const TOPICS: { id: TopicId; title: string; text: string; practise: string }[] = [
  {
    id: 'self-esteem',
    title: 'Self-esteem',
    text: 'Noticing what they are good at and treating themselves with the same kindness they show a friend.',
    practise: 'Naming three things they did well today, and swapping “I can’t” for “I can’t yet”.',
  },
  {
    id: 'confidence',
    title: 'Confidence',
    text: 'Trying something new, speaking up in class and getting back up after a mistake.',
    practise: 'Breaking a scary task into small steps and taking the first one.',
  },
  {
    id: 'friendship',
    title: 'Friendship',
    text: 'Making friends, being a good friend and sorting out disagreements fairly.',
    practise: 'Joining a game, taking turns, and saying sorry in a way that means it.',
  },
  {
    id: 'feelings',
    title: 'Feelings',
    text: 'Recognising big emotions, giving them a name and knowing it is fine to feel them.',
    practise: 'Using a feelings scale and telling a grown-up how their day really went.',
  },
  {
    id: 'calm',
    title: 'Calm',
    text: 'Settling worries and frustration with breathing, movement and quiet moments.',
    practise: 'Slow “balloon breathing” and a one-minute body check before bed.',
  },
];

const STEPS: { title: string; text: string }[] = [
  {
    title: 'Create your parent account',
    text: 'Sign up with your email. The account is yours: you decide which children use it and what they see.',
  },
  {
    title: 'Add your child',
    text: 'Give your child a first name, a username and a password. Children never need an email address.',
  },
  {
    title: 'Learn and follow along',
    text: 'Your child plays short missions at their own pace. Your dashboard shows which courses they have started, finished and how they feel over time.',
  },
];

const PROMISES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'No ads',
    text: 'Children never see advertising, and we never sell or rent anyone’s data.',
    icon: (
      <path d="M12 12 L 36 36 M 36 12 L 12 36" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
    ),
  },
  {
    title: 'No public profiles',
    text: 'A child’s profile is visible only to their parent and, for course progress, their instructors.',
    icon: (
      <>
        <rect x="10" y="20" width="28" height="20" rx="4" fill="currentColor" />
        <path d="M16 20 V 14 A 8 8 0 0 1 32 14 V 20" stroke="currentColor" strokeWidth="4" fill="none" />
      </>
    ),
  },
  {
    title: 'No private messages',
    text: 'Children cannot message each other. They can answer their teacher’s questions on a course’s “Talk together” board, and the teacher reads every post before other children see it.',
    icon: (
      <>
        <path d="M8 10 H 40 V 32 H 20 L 12 40 V 32 H 8 Z" fill="currentColor" />
        <path d="M6 42 L 42 6" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </>
    ),
  },
  {
    title: 'Parents in control',
    text: 'You create your children’s logins and can see, download or delete their data at any time.',
    icon: (
      <path d="M24 6 L 40 12 V 24 C 40 34, 32 40, 24 43 C 16 40, 8 34, 8 24 V 12 Z" fill="currentColor" />
    ),
  },
];

function TopicCard({ topic }: { topic: (typeof TOPICS)[number] }) {
  return (
    <Box
      component="article"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 3,
        borderRadius: 4,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 4px 16px rgba(0,0,0,0.06)',
      }}
    >
      <TopicIcon topic={topic.id} />
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {topic.title}
      </Typography>
      <Typography color="text.secondary">{topic.text}</Typography>
      <Typography sx={{ mt: 'auto', pt: 1 }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          Children practise:{' '}
        </Box>
        {topic.practise}
      </Typography>
    </Box>
  );
}

const sectionSx = { py: { xs: 6, md: 9 } } as const;

export default function HomePage() {
  return (
    <Box sx={{ overflowX: 'hidden' }}>
      {/* Hero */}
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={(theme) => ({ bgcolor: tone(theme, 'offWhite', '#FBF8F1'), ...sectionSx, pt: { xs: 5, md: 9 } })}
      >
        <Container maxWidth="lg">
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
              gap: { xs: 4, md: 6 },
              alignItems: 'center',
            }}
          >
            <div>
              <Typography
                sx={{
                  fontWeight: 600,
                  color: 'primary.main',
                  textTransform: 'uppercase',
                  letterSpacing: 1,
                  mb: 1,
                }}
              >
                For children aged 6 to 14 and the grown-ups who love them
              </Typography>
              <Typography
                id="home-title"
                component="h1"
                variant="h2"
                sx={{
                  fontWeight: 700,
                  fontSize: { xs: '2.1rem', sm: '2.75rem', md: '3.25rem' },
                  lineHeight: 1.15,
                }}
              >
                Helping children feel good about who they are
              </Typography>
              <Typography sx={{ mt: 2.5, fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 560 }}>
                Youth Enrichments is a set of short, playful online courses on self-esteem, confidence,
                friendship, feelings and calm. Your child learns through games and missions; you see how they
                are getting on.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
                <Button
                  component={RouterLink}
                  to={PATHS.signup}
                  variant="contained"
                  size="large"
                  sx={{ minHeight: 48, px: 4 }}
                >
                  Sign up
                </Button>
                <Button
                  component={RouterLink}
                  to={PATHS.login}
                  variant="outlined"
                  size="large"
                  sx={{ minHeight: 48, px: 4 }}
                >
                  Log in
                </Button>
              </Stack>
              <Typography sx={{ mt: 2.5 }}>
                Are you a child with a username?{' '}
                <Link component={RouterLink} to={PATHS.studentLogin} sx={{ fontWeight: 600 }}>
                  Student login
                </Link>
              </Typography>
            </div>
            <HeroIllustration />
          </Box>
        </Container>
      </Box>

      {/* How it works */}
      <Box component="section" aria-labelledby="how-title" sx={sectionSx}>
        <Container maxWidth="lg">
          <Typography
            id="how-title"
            component="h2"
            variant="h4"
            sx={{ fontWeight: 700, fontSize: { xs: '1.65rem', md: '2.2rem' }, textAlign: 'center' }}
          >
            How it works
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1.5, mb: 5 }}>
            Three steps, a few minutes, and your child is ready for their first mission.
          </Typography>
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              gap: 3,
            }}
          >
            {STEPS.map((step, index) => (
              <Box
                component="li"
                key={step.title}
                sx={(theme) => ({
                  p: 3,
                  borderRadius: 4,
                  bgcolor: alpha(tone(theme, 'green', '#2E7D32'), 0.1),
                  color: 'text.primary',
                })}
              >
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 44,
                    height: 44,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                    fontSize: '1.2rem',
                    mb: 2,
                  }}
                >
                  {index + 1}
                </Box>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                  <Box component="span" sx={visuallyHidden}>
                    Step {index + 1}:{' '}
                  </Box>
                  {step.title}
                </Typography>
                <Typography>{step.text}</Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      {/* Topics */}
      <Box
        component="section"
        aria-labelledby="topics-title"
        sx={(theme) => ({ ...sectionSx, bgcolor: alpha(tone(theme, 'yellow', '#FFC83D'), 0.2) })}
      >
        <Container maxWidth="lg">
          <Typography
            id="topics-title"
            component="h2"
            variant="h4"
            sx={{ fontWeight: 700, fontSize: { xs: '1.65rem', md: '2.2rem' }, textAlign: 'center' }}
          >
            What children practise
          </Typography>
          <Typography sx={{ textAlign: 'center', mt: 1.5, mb: 5, maxWidth: 680, mx: 'auto' }}>
            Every course is written for ages 6 to 14 and built from small, everyday skills a child can try the
            same day.
          </Typography>
          <Carousel label="Course topics">
            {TOPICS.map((topic) => (
              <TopicCard key={topic.id} topic={topic} />
            ))}
          </Carousel>
        </Container>
      </Box>

      {/* For parents */}
      <Box component="section" aria-labelledby="parents-title" sx={sectionSx}>
        <Container maxWidth="md">
          <Typography
            id="parents-title"
            component="h2"
            variant="h4"
            sx={{ fontWeight: 700, fontSize: { xs: '1.65rem', md: '2.2rem' }, textAlign: 'center' }}
          >
            What you see as a parent
          </Typography>
          <Box
            component="ul"
            sx={{ mt: 4, pl: 3, display: 'grid', gap: 1.5, '& li': { fontSize: '1.05rem', lineHeight: 1.6 } }}
          >
            <li>Each child’s courses: not started, in progress and finished.</li>
            <li>How much time they spend learning, day by day.</li>
            <li>
              A short self-esteem check-in your child can take now and then, so you can see how they feel over
              time.
            </li>
            <li>Certificates your child earns when they finish a course.</li>
          </Box>
        </Container>
      </Box>

      {/* Safety */}
      <Box
        component="section"
        aria-labelledby="safety-title"
        sx={(theme) => ({ ...sectionSx, bgcolor: tone(theme, 'offWhite', '#FBF8F1') })}
      >
        <Container maxWidth="lg">
          <Typography
            id="safety-title"
            component="h2"
            variant="h4"
            sx={{ fontWeight: 700, fontSize: { xs: '1.65rem', md: '2.2rem' }, textAlign: 'center' }}
          >
            Safe for children, by design
          </Typography>
          <Typography sx={{ textAlign: 'center', mt: 1.5, mb: 5, maxWidth: 680, mx: 'auto' }}>
            We collect as little as we can about children and we keep parents in charge of all of it.
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
              gap: 3,
            }}
          >
            {PROMISES.map((promise) => (
              <Box
                key={promise.title}
                sx={{ p: 3, borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
              >
                <Box
                  component="svg"
                  viewBox="0 0 48 48"
                  aria-hidden="true"
                  focusable="false"
                  sx={{ width: 40, height: 40, color: 'primary.main', mb: 1.5 }}
                >
                  {promise.icon}
                </Box>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                  {promise.title}
                </Typography>
                <Typography>{promise.text}</Typography>
              </Box>
            ))}
          </Box>
          <Typography sx={{ textAlign: 'center', mt: 4 }}>
            Read exactly what we collect and why in our{' '}
            <Link component={RouterLink} to={PATHS.privacy} sx={{ fontWeight: 600 }}>
              privacy policy
            </Link>
            .
          </Typography>
        </Container>
      </Box>

      {/* Closing call to action */}
      <Box
        component="section"
        aria-labelledby="start-title"
        sx={{ ...sectionSx, bgcolor: 'primary.main', color: 'primary.contrastText', textAlign: 'center' }}
      >
        <Container maxWidth="sm">
          <Typography
            id="start-title"
            component="h2"
            variant="h4"
            sx={{ fontWeight: 700, fontSize: { xs: '1.65rem', md: '2.2rem' } }}
          >
            Ready when your child is
          </Typography>
          <Typography sx={{ mt: 1.5, mb: 4 }}>
            Create your account, add your child and pick a first course together.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button
              component={RouterLink}
              to={PATHS.signup}
              variant="contained"
              size="large"
              sx={{
                minHeight: 48,
                px: 4,
                bgcolor: '#fff',
                color: 'primary.dark',
                '&:hover': { bgcolor: '#f1f1f1' },
              }}
            >
              Sign up
            </Button>
            <Button
              component={RouterLink}
              to={PATHS.howTo}
              variant="outlined"
              size="large"
              sx={{ minHeight: 48, px: 4, color: 'inherit', borderColor: 'currentColor' }}
            >
              Read the how-to guide
            </Button>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
