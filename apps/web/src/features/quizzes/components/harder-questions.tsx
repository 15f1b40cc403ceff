import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { HarderGameItem } from '@ye/contracts/games-adapt';
import { useHarderQuestions } from './harder-questions-api.ts';

const pct = (v: number) => `${Math.round(v * 100)}%`;

const GAME_WORDS: Record<HarderGameItem['game_type'], string> = {
  quiz: 'Quiz question',
  sort: 'Sorting card',
  match: 'Feeling to match',
};

/** Mini-game items from the nightly fit of every child's first tries (decision 052). */
function GameItems({ items }: { items: HarderGameItem[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.0625rem', mt: 2.5, mb: 1 }}>
        In your mini-games
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {items.map((item) => (
          <Box component="li" key={`${item.lesson_id}:${item.item_label}`} sx={{ overflowWrap: 'anywhere' }}>
            <Typography sx={{ fontWeight: 600 }}>{item.item_label}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${GAME_WORDS[item.game_type]} in “${item.lesson_title}”: from ${item.answers} first tries, a child of average skill would get it right about ${pct(item.learned_success)} of the time.`}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

/**
 * The author's quiz questions that children find harder than the games aim for (decision 047):
 * learned from every child's answers, never about one child. Above the question bank.
 */
export function HarderQuestions() {
  const list = useHarderQuestions();
  return (
    <Paper
      component="section"
      aria-labelledby="harder-questions-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 3 }}
    >
      <Typography id="harder-questions-heading" component="h2" variant="h6" sx={{ mb: 0.5 }}>
        Questions children find harder than expected
      </Typography>
      {list.isPending ? (
        <Skeleton width="60%" />
      ) : list.isError ? (
        <Typography role="status">We could not work this out just now. Please reload the page.</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Games aim for children to get {pct(list.data.aimed_success_floor)} or more right, because success
            builds confidence. Learned from every child&apos;s answers; a question is listed once{' '}
            {list.data.min_answers} children have answered it.
          </Typography>
          {list.data.results.length === 0 && (list.data.game_items ?? []).length === 0 ? (
            <Typography>No question stands out yet.</Typography>
          ) : list.data.results.length === 0 ? null : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {list.data.results.map((q) => (
                <Box component="li" key={q.question_id} sx={{ overflowWrap: 'anywhere' }}>
                  <Typography sx={{ fontWeight: 600 }}>{q.prompt}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {`${pct(q.right_share)} right of ${q.answers} answers; a child of average skill would get it right about ${pct(q.learned_success)} of the time.`}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          <GameItems items={list.data.game_items ?? []} />
        </>
      )}
    </Paper>
  );
}
