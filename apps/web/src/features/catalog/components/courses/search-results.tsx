import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { plural } from '../../../../lib/format.ts';
import { catalogCoursePath } from '../../../../lib/paths.ts';
import { useCourseSearch } from '../../api.ts';
import { type CatalogFilters, matchesFilters } from '../../filters.ts';
import { CourseCard } from '../course-card.tsx';
import { CourseGrid, CourseGridItem, CourseGridSkeleton } from '../course-grid.tsx';
import { ClearFiltersButton, EmptyState, LoadError } from '../states.tsx';

/** What the search found, with the age and topic filters applied on the page. */
export function SearchResults({ filters, onClear }: { filters: CatalogFilters; onClear: () => void }) {
  const search = useCourseSearch(filters.q);
  if (search.isPending) return <CourseGridSkeleton count={3} label={`Searching for “${filters.q}”…`} />;
  if (search.isError) return <LoadError what="the search results" onRetry={() => search.refetch()} />;
  const matches = search.data.results.filter((c) => matchesFilters(c, filters));
  return (
    <Box aria-busy={search.isFetching}>
      <Typography role="status" sx={{ mb: 2, color: 'text.secondary' }}>
        {search.isFetching ? 'Searching…' : `${plural(matches.length, 'course')} found`}
      </Typography>
      {search.data.results.length === 0 ? (
        <EmptyState title={`No courses match “${filters.q}”. Try another word.`}>
          Searches look at course titles, descriptions and topics.
        </EmptyState>
      ) : matches.length === 0 ? (
        <EmptyState
          title={`No courses match “${filters.q}” with these filters.`}
          action={<ClearFiltersButton onClear={onClear} />}
        >
          {`${plural(search.data.results.length, 'course')} would match without the age and topic filters.`}
        </EmptyState>
      ) : (
        <CourseGrid>
          {matches.map((course) => (
            <CourseGridItem key={course.id}>
              <CourseCard course={course} to={catalogCoursePath(course.id)} />
            </CourseGridItem>
          ))}
        </CourseGrid>
      )}
    </Box>
  );
}
