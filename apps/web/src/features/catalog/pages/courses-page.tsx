import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/use-session.tsx';
import { SEARCH_DELAY_MS } from '../api.ts';
import { CatalogFiltersBar } from '../components/catalog-filters.tsx';
import { BrowseResults } from '../components/courses/browse-results.tsx';
import { FeaturedRow } from '../components/courses/featured-row.tsx';
import { ForYourChildren } from '../components/courses/for-your-children.tsx';
import { SearchResults } from '../components/courses/search-results.tsx';
import { type CatalogFilters, MAX_SEARCH_LENGTH, readFilters, writeFilters } from '../filters.ts';

type FilterChange = Partial<Pick<CatalogFilters, 'topic' | 'age'>>;

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
