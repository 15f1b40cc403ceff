import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { CHILD_MAX_AGE, CHILD_MIN_AGE } from '@ye/contracts/first-download';
import { Carousel } from '../../../../components/carousel.tsx';
import { SectionHeading, sectionSx, tone } from './section-style.tsx';
import { TopicIcon, type TopicId } from './topic-icon.tsx';

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

/** The five topics the courses teach, one card each, in a carousel. */
export function TopicsSection() {
  return (
    <Box
      component="section"
      aria-labelledby="topics-title"
      sx={(theme) => ({ ...sectionSx, bgcolor: alpha(tone(theme, 'yellow', '#FFC83D'), 0.2) })}
    >
      <Container maxWidth="lg">
        <SectionHeading id="topics-title">What children practise</SectionHeading>
        <Typography sx={{ textAlign: 'center', mt: 1.5, mb: 5, maxWidth: 680, mx: 'auto' }}>
          Every course is written for ages {CHILD_MIN_AGE} to {CHILD_MAX_AGE} and built from small, everyday
          skills a child can try the same day.
        </Typography>
        <Carousel label="Course topics">
          {TOPICS.map((topic) => (
            <TopicCard key={topic.id} topic={topic} />
          ))}
        </Carousel>
      </Container>
    </Box>
  );
}
