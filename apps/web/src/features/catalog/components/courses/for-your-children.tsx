import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ChildSummary } from '@ye/contracts/family';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Carousel } from '../../../../components/carousel.tsx';
import { catalogCoursePath, PATHS } from '../../../../lib/paths.ts';
import { useMyChildren, useRecommendations } from '../../api.ts';
import { CourseCard } from '../course-card.tsx';
import { LoadError } from '../states.tsx';
import { CalmSuggestion } from './calm-suggestion.tsx';
import { RowSection, RowSkeleton } from './row-section.tsx';

function ChildPicker({
  items,
  selected,
  onSelect,
}: {
  items: ChildSummary[];
  selected: string;
  onSelect: (childId: string) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={selected}
      onChange={(_e, value: string | null) => {
        if (value) onSelect(value);
      }}
      aria-label="Show recommendations for"
      sx={{ flexWrap: 'wrap', bgcolor: '#FFFFFF' }}
    >
      {items.map((child) => (
        <ToggleButton
          key={child.child_id}
          value={child.child_id}
          sx={{ px: 2, minHeight: 44, fontWeight: 600 }}
        >
          {child.child_name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function Recommended({ child, picker }: { child: ChildSummary; picker: ReactNode }) {
  const recommendations = useRecommendations(child.child_id);
  return (
    <RowSection id="recommended-heading" title={`Recommended for ${child.child_name}`} action={picker}>
      <CalmSuggestion childId={child.child_id} childName={child.child_name} />
      {recommendations.isPending ? (
        <RowSkeleton label={`Loading recommendations for ${child.child_name}…`} />
      ) : recommendations.isError ? (
        <LoadError what="the recommendations" onRetry={() => recommendations.refetch()} />
      ) : recommendations.data.results.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, borderRadius: 4 }}>
          <Typography>
            {`We have no new suggestions for ${child.child_name} right now. Browse the courses below to find something to try together.`}
          </Typography>
        </Paper>
      ) : (
        <Carousel label={`Courses picked for ${child.child_name}`}>
          {recommendations.data.results.map(({ course, reasons }) => (
            <CourseCard
              key={course.id}
              course={course}
              to={catalogCoursePath(course.id)}
              note={
                <>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {`Why ${child.child_name}:`}
                  </Box>
                  <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                    {reasons.map((r) => (
                      <li key={r.code}>{r.parent_text}</li>
                    ))}
                  </Box>
                </>
              }
            />
          ))}
        </Carousel>
      )}
    </RowSection>
  );
}

/**
 * For a parent: courses recommended for one of their children (a picker when there are several),
 * with the calm-courses note when the anxiety check suggests it. Without children: how to add one.
 */
export function ForYourChildren() {
  const children = useMyChildren(true);
  const [picked, setPicked] = useState<string | null>(null);

  if (children.isPending)
    return (
      <Box sx={{ mb: 5 }}>
        <Skeleton width={280} height={40} sx={{ mb: 2 }} />
        <RowSkeleton label="Loading your children…" />
      </Box>
    );
  if (children.isError) return null;
  if (children.data.length === 0)
    return (
      <Paper
        variant="outlined"
        sx={{
          p: 3,
          mb: 5,
          borderRadius: 4,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography sx={{ maxWidth: 560 }}>
          Add your child to see courses picked for their age and what they want to work on.
        </Typography>
        <Button component={RouterLink} to={PATHS.dashboard} variant="outlined" startIcon={<AddRounded />}>
          Add a child
        </Button>
      </Paper>
    );

  const child = children.data.find((c) => c.child_id === picked) ?? (children.data[0] as ChildSummary);
  const picker =
    children.data.length > 1 ? (
      <ChildPicker items={children.data} selected={child.child_id} onSelect={setPicked} />
    ) : null;
  return <Recommended key={child.child_id} child={child} picker={picker} />;
}
