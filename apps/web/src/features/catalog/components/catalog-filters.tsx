import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COURSE_TOPICS, type CourseTopic, TOPIC_LABELS } from '@ye/contracts/catalog';
import { AGE_OPTIONS, type CatalogFilters } from '../filters.ts';

/** One toggle: filled and ticked when on, outlined when off; aria-pressed says which. */
function TopicToggle({ label, pressed, onClick }: { label: string; pressed: boolean; onClick: () => void }) {
  return (
    <Button
      size="small"
      variant={pressed ? 'contained' : 'outlined'}
      aria-pressed={pressed}
      onClick={onClick}
      startIcon={pressed ? <CheckRounded aria-hidden /> : undefined}
      sx={{ minHeight: 44, px: 2, borderRadius: 999, bgcolor: pressed ? undefined : '#FFFFFF' }}
    >
      {label}
    </Button>
  );
}

/** Age (a select, 6-14 or any) and topic (toggle buttons, one at a time or all). */
export function CatalogFiltersBar({
  filters,
  onChange,
  idPrefix,
}: {
  filters: Pick<CatalogFilters, 'topic' | 'age'>;
  onChange: (change: Partial<Pick<CatalogFilters, 'topic' | 'age'>>) => void;
  idPrefix: string;
}) {
  const topicLabelId = `${idPrefix}-topic-label`;
  const setTopic = (topic: CourseTopic | null) => onChange({ topic });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
      <TextField
        select
        id={`${idPrefix}-age`}
        label="Age"
        value={filters.age === null ? '' : String(filters.age)}
        onChange={(e) => onChange({ age: e.target.value === '' ? null : Number(e.target.value) })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: { xs: '100%', sm: 180 } }}
      >
        <option value="">Any age</option>
        {AGE_OPTIONS.map((age) => (
          <option key={age} value={String(age)}>
            {`${age} years old`}
          </option>
        ))}
      </TextField>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={topicLabelId} sx={{ fontSize: '0.875rem', fontWeight: 600, mb: 0.75 }}>
          Topic
        </Typography>
        <Box role="group" aria-labelledby={topicLabelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <TopicToggle label="All topics" pressed={filters.topic === null} onClick={() => setTopic(null)} />
          {COURSE_TOPICS.map((topic) => (
            <TopicToggle
              key={topic}
              label={TOPIC_LABELS[topic]}
              pressed={filters.topic === topic}
              onClick={() => setTopic(filters.topic === topic ? null : topic)}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
