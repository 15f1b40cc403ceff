import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { plural } from '../../../../lib/format.ts';
import { catalogCoursePath } from '../../../../lib/paths.ts';
import { useCourseListInfinite } from '../../api.ts';
import { type CatalogFilters, hasFilters } from '../../filters.ts';
import { CourseCard } from '../course-card.tsx';
import { CourseGrid, CourseGridItem, CourseGridSkeleton } from '../course-grid.tsx';
import { ClearFiltersButton, EmptyState, LoadError } from '../states.tsx';

/** Three rows of three on a desktop. */
const PAGE_SIZE = 9;

/** Every course for the filters, nine at a time with "Load more". */
export function BrowseResults({ filters, onClear }: { filters: CatalogFilters; onClear: () => void }) {
  const list = useCourseListInfinite({ topic: filters.topic, age: filters.age }, PAGE_SIZE);
  const gridRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const courses = list.data?.pages.flatMap((p) => p.results) ?? [];
  const total = list.data?.pages[0]?.count ?? 0;

  // After "Load more", move focus to the first new course so keyboard users continue from there.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || courses.length <= from) return;
    focusFrom.current = null;
    gridRef.current?.querySelectorAll<HTMLAnchorElement>('li a')[from]?.focus();
  }, [courses.length]);

  if (list.isPending) return <CourseGridSkeleton count={PAGE_SIZE} label="Loading courses…" />;
  if (list.isError && courses.length === 0)
    return <LoadError what="the courses" onRetry={() => list.refetch()} />;
  if (courses.length === 0)
    return hasFilters(filters) ? (
      <EmptyState
        title="No courses match these filters yet."
        action={<ClearFiltersButton onClear={onClear} />}
      >
        Try another age or topic.
      </EmptyState>
    ) : (
      <EmptyState title="There are no courses yet.">
        New courses are on their way. Please look again soon.
      </EmptyState>
    );

  return (
    <Box ref={gridRef}>
      <Typography role="status" sx={{ mb: 2, color: 'text.secondary' }}>
        {`Showing ${courses.length} of ${plural(total, 'course')}`}
      </Typography>
      <CourseGrid>
        {courses.map((course) => (
          <CourseGridItem key={course.id}>
            <CourseCard course={course} to={catalogCoursePath(course.id)} />
          </CourseGridItem>
        ))}
      </CourseGrid>
      {list.isFetchNextPageError ? (
        <Typography role="alert" sx={{ mt: 2, textAlign: 'center' }}>
          We could not load more courses just now. Please try again.
        </Typography>
      ) : null}
      {list.hasNextPage ? (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            size="large"
            loading={list.isFetchingNextPage}
            onClick={() => {
              focusFrom.current = courses.length;
              void list.fetchNextPage();
            }}
          >
            Load more courses
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
