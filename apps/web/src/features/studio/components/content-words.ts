export const contentPath = (courseId: string) => `/instructor/courses/course-content?id=${courseId}`;
export const chapterFormPath = (courseId: string, chapterId?: string) =>
  `/instructor/courses/add-chapter?id=${courseId}${chapterId ? `&chapter=${chapterId}` : ''}`;
