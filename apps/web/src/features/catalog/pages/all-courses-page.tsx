import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { plural } from '../../../lib/format.ts';
import { catalogCoursePath, PATHS } from '../../../lib/paths.ts';
import { useCourseList } from '../api.ts';
import { CatalogFiltersBar } from '../components/catalog-filters.tsx';
import { CourseCard } from '../components/course-card.tsx';
import { CourseGrid, CourseGridItem, CourseGridSkeleton } from '../components/course-grid.tsx';
import { EmptyState, LoadError } from '../components/states.tsx';
import { type CatalogFilters, hasFilters, readFilters, writeFilters } from '../filters.ts';

const PAGE_SIZE = 12;

/** /all-courses: every published course, twelve a page, with the age and topic filters in the URL. */
export default function AllCoursesPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useCourseList(filters, PAGE_SIZE);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1;

  const change = (next: Partial<CatalogFilters>) =>
    setParams((current) => writeFilters(current, next), { preventScrollReset: true });
  const clearFilters = () => change({ topic: null, age: null });
  const hrefFor = (page: number) => {
    const qs = writeFilters(params, { page }).toString();
    return qs ? `/all-courses?${qs}` : PATHS.allCourses;
  };

  // A page past the end (old link, fewer courses now): go to the last page.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && filters.page > pageCount)
      setParams((current) => writeFilters(current, { page: pageCount }), { replace: true });
  }, [list.data, list.isPlaceholderData, filters.page, pageCount, setParams]);

  // After a click on a page number, continue from the count above the new page of results.
  const pageClicked = useRef(false);
  const shownPage = list.isPlaceholderData ? undefined : list.data?.page;
  useEffect(() => {
    if (shownPage === undefined || !pageClicked.current) return;
    pageClicked.current = false;
    statusRef.current?.focus();
  }, [shownPage]);

  return (
    <Box>
      <Button
        component={RouterLink}
        to={PATHS.courses}
        startIcon={<ArrowBackRounded />}
        sx={{ mb: 2, ml: -1 }}
      >
        Back to courses
      </Button>
      <Typography component="h1" variant="h1" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        All courses
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640, fontSize: '1.0625rem' }}>
        Every course on Youth Enrichments. Choose an age or a topic to narrow the list.
      </Typography>
      <Box sx={{ mb: 3 }}>
        <CatalogFiltersBar idPrefix="all" filters={filters} onChange={change} />
      </Box>

      <Box>
        <Typography
          ref={statusRef}
          tabIndex={-1}
          role="status"
          sx={{
            mb: 2,
            fontSize: '1rem',
            fontWeight: 600,
            color: 'text.secondary',
            '&:focus': { outline: 'none' },
          }}
        >
          {list.data
            ? list.data.count === 0
              ? 'No courses'
              : `${plural(list.data.count, 'course')}, page ${Math.min(filters.page, pageCount)} of ${pageCount}`
            : 'Loading courses…'}
        </Typography>

        {list.isPending ? (
          <CourseGridSkeleton count={PAGE_SIZE} label="Loading courses…" />
        ) : list.isError ? (
          <LoadError what="the courses" onRetry={() => list.refetch()} />
        ) : list.data.results.length === 0 && list.data.count === 0 ? (
          hasFilters(filters) ? (
            <EmptyState
              title="No courses match these filters yet."
              action={
                <Button variant="outlined" onClick={clearFilters}>
                  Clear the filters
                </Button>
              }
            >
              Try another age or topic.
            </EmptyState>
          ) : (
            <EmptyState title="There are no courses yet.">
              New courses are on their way. Please look again soon.
            </EmptyState>
          )
        ) : (
          <Box aria-busy={list.isPlaceholderData} sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <CourseGrid>
              {list.data.results.map((course) => (
                <CourseGridItem key={course.id}>
                  <CourseCard course={course} to={catalogCoursePath(course.id)} />
                </CourseGridItem>
              ))}
            </CourseGrid>
          </Box>
        )}

        {pageCount > 1 ? (
          <Box sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}>
            <Pagination
              page={Math.min(filters.page, pageCount)}
              count={pageCount}
              color="primary"
              size="large"
              siblingCount={0}
              renderItem={(item) => (
                <PaginationItem
                  component={RouterLink}
                  to={hrefFor(item.page ?? 1)}
                  {...item}
                  onClick={() => {
                    pageClicked.current = true;
                  }}
                />
              )}
            />
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
