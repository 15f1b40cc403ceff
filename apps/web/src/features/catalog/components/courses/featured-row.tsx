import { Carousel } from '../../../../components/carousel.tsx';
import { catalogCoursePath } from '../../../../lib/paths.ts';
import { useFeaturedCourses } from '../../api.ts';
import { CourseCard } from '../course-card.tsx';
import { LoadError } from '../states.tsx';
import { RowSection, RowSkeleton } from './row-section.tsx';

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
