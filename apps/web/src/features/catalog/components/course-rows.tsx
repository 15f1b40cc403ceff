import AddRounded from '@mui/icons-material/AddRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ChildSummary } from '@ye/contracts/family';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Carousel } from '../../../components/carousel.tsx';
import { catalogCoursePath, PATHS } from '../../../lib/paths.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useAnxietyCheck, useFeaturedCourses, useMyChildren, useRecommendations } from '../api.ts';
import { CourseCard, CourseCardSkeleton } from './course-card.tsx';
import { LoadError } from './states.tsx';

function RowSkeleton({ label }: { label: string }) {
  return (
    <Box
      aria-busy="true"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      <Box component="span" role="status" sx={visuallyHidden}>
        {label}
      </Box>
      <CourseCardSkeleton />
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <CourseCardSkeleton />
      </Box>
      <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
        <CourseCardSkeleton />
      </Box>
    </Box>
  );
}

function RowSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 2,
        }}
      >
        <Typography id={id} component="h2" variant="h3" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

/** Featured courses in a carousel (hidden when none are featured). */
export function FeaturedRow() {
  const featured = useFeaturedCourses();
  if (featured.isSuccess && featured.data.results.length === 0) return null;
  return (
    <RowSection id="featured-heading" title="Featured">
      {featured.isPending ? (
        <RowSkeleton label="Loading featured courses…" />
      ) : featured.isError ? (
        <LoadError what="the featured courses" onRetry={() => featured.refetch()} />
      ) : (
        <Carousel label="Featured courses">
          {featured.data.results.map((course) => (
            <CourseCard key={course.id} course={course} to={catalogCoursePath(course.id)} />
          ))}
        </Carousel>
      )}
    </RowSection>
  );
}

/** The gentle card shown when the anxiety check suggests calm courses for the child. */
function CalmSuggestion({ childId, childName }: { childId: string; childName: string }) {
  const check = useAnxietyCheck(childId);
  if (!check.data?.recommended) return null;
  return (
    <Alert
      severity="info"
      icon={<SpaRounded aria-hidden />}
      sx={{ mb: 3, borderRadius: 4, alignItems: 'flex-start', '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle sx={{ fontWeight: 600 }}>{`Some calm time could help ${childName}`}</AlertTitle>
      <Typography sx={{ mb: check.data.courses.length ? 1 : 0 }}>{check.data.reason}</Typography>
      {check.data.courses.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {check.data.courses.map((course) => (
            <li key={course.id}>
              {/* 32 px tall so the touch targets meet WCAG 2.5.8 (target size) on phones. */}
              <Link
                component={RouterLink}
                to={catalogCoursePath(course.id)}
                sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 32 }}
              >
                {course.title}
              </Link>
            </li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}

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
