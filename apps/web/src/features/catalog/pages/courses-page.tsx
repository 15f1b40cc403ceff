import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { plural } from '../../../lib/format.ts';
import { catalogCoursePath, PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/use-session.tsx';
import { SEARCH_DELAY_MS, useCourseListInfinite, useCourseSearch } from '../api.ts';
import { CatalogFiltersBar } from '../components/catalog-filters.tsx';
import { CourseCard, CourseGrid, CourseGridItem, CourseGridSkeleton } from '../components/course-card.tsx';
import { FeaturedRow, ForYourChildren } from '../components/course-rows.tsx';
import { EmptyState, LoadError } from '../components/states.tsx';
import {
  type CatalogFilters,
  hasFilters,
  MAX_SEARCH_LENGTH,
  matchesFilters,
  readFilters,
  writeFilters,
} from '../filters.ts';

/** Three rows of three on a desktop. */
const PAGE_SIZE = 9;

type FilterChange = Partial<Pick<CatalogFilters, 'topic' | 'age'>>;

function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="outlined" onClick={onClear}>
      Clear the filters
    </Button>
  );
}

/** What the search found, with the age and topic filters applied on the page. */
function SearchResults({ filters, onClear }: { filters: CatalogFilters; onClear: () => void }) {
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

/** Every course for the filters, nine at a time with "Load more". */
function BrowseResults({ filters, onClear }: { filters: CatalogFilters; onClear: () => void }) {
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

/**
 * /courses: search, the rows picked for the parent's child and the featured courses, then every
 * course by age and topic. Search and filters live in the URL.
 */
export default function CoursesPage() {
  const { role } = useSession();
  const isParent = role === 'parent' || role === 'auth';
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const searching = filters.q.length > 0;

  const change = (next: Partial<CatalogFilters>, replace = false) =>
    setParams((current) => writeFilters(current, next), { replace, preventScrollReset: true });
  const clearFilters = () => change({ topic: null, age: null });
  const onFilter = (next: FilterChange) => change(next);

  return (
    <Box>
      <PageHeader
        title="Courses"
        intro="Short, playful courses on confidence, friendship, feelings and calm for children aged 6 to 14."
        action={
          <Button component={RouterLink} to={PATHS.allCourses} endIcon={<ArrowForwardRounded />}>
            See all courses
          </Button>
        }
      />

      <Box sx={{ mb: 4 }}>
        <SearchBox
          value={filters.q}
          onSearch={(q) => change({ q }, true)}
          label="Search courses"
          placeholder="Try “friends” or “calm”"
          delayMs={SEARCH_DELAY_MS}
          maxLength={MAX_SEARCH_LENGTH}
          maxWidth={640}
        />
      </Box>

      {searching ? null : (
        <>
          {isParent ? <ForYourChildren /> : null}
          <FeaturedRow />
        </>
      )}

      <Box component="section" aria-labelledby="browse-heading">
        <Typography
          id="browse-heading"
          component="h2"
          variant="h3"
          sx={{ mb: 2, fontSize: { xs: '1.3rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
        >
          {searching ? `Results for “${filters.q}”` : 'Browse courses'}
        </Typography>
        <Box sx={{ mb: 3 }}>
          <CatalogFiltersBar idPrefix="courses" filters={filters} onChange={onFilter} />
        </Box>
        {searching ? (
          <SearchResults filters={filters} onClear={clearFilters} />
        ) : (
          <BrowseResults filters={filters} onClear={clearFilters} />
        )}
      </Box>

      <Box sx={{ mt: 5, textAlign: 'center' }}>
        <Button
          component={RouterLink}
          to={PATHS.allCourses}
          variant="contained"
          size="large"
          endIcon={<ArrowForwardRounded />}
        >
          See all courses
        </Button>
      </Box>
    </Box>
  );
}
