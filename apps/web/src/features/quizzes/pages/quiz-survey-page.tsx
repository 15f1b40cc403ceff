import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { HarderQuestions } from '../components/harder-questions.tsx';
import { QuestionBank } from '../components/question-bank.tsx';
import { QuizList } from '../components/quiz-list.tsx';

const TABS = [
  { value: 'quizzes', label: 'Quizzes & surveys' },
  { value: 'bank', label: 'Question bank' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/**
 * /instructor/quiz-survey: quizzes and short surveys built from the instructor's question bank,
 * attached to lessons, with results per question. The tab lives in the URL (?tab=bank).
 */
export default function QuizSurveyPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabValue = params.get('tab') === 'bank' ? 'bank' : 'quizzes';
  const id = useId();

  return (
    <Box>
      <PageHeader
        title="Quizzes & surveys"
        intro="Write questions once, build short quizzes and surveys from them, and attach each to a lesson. Children meet it at the end of the lesson; you see how they answered."
        action={null}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, next: TabValue) =>
            setParams(next === 'bank' ? { tab: 'bank' } : {}, { replace: true })
          }
          aria-label="Quizzes and question bank"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              id={`${id}-tab-${t.value}`}
              aria-controls={`${id}-panel-${t.value}`}
              sx={{ minHeight: 48, fontWeight: 600 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'bank' ? (
          <>
            <HarderQuestions />
            <QuestionBank />
          </>
        ) : (
          <QuizList />
        )}
      </Box>
    </Box>
  );
}
