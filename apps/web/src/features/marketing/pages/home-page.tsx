import Box from '@mui/material/Box';
import { HeroSection } from '../components/home/hero-section.tsx';
import { HowItWorksSection } from '../components/home/how-it-works-section.tsx';
import { ParentsSection } from '../components/home/parents-section.tsx';
import { SafetySection } from '../components/home/safety-section.tsx';
import { StartSection } from '../components/home/start-section.tsx';
import { TopicsSection } from '../components/home/topics-section.tsx';

/** The public home page: what the courses are, how to start, and how children are kept safe. */
export default function HomePage() {
  return (
    <Box sx={{ overflowX: 'hidden' }}>
      <HeroSection />
      <HowItWorksSection />
      <TopicsSection />
      <ParentsSection />
      <SafetySection />
      <StartSection />
    </Box>
  );
}
