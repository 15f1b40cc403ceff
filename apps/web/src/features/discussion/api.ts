import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateBoardRequest,
  DeleteBoardResponse,
  InstructorBoard,
  InstructorBoardPage,
  InstructorPost,
  InstructorPostPage,
  ReportReason,
  StudentBoard,
  StudentBoardPage,
  StudentPostCreated,
  StudentPostPage,
  UpdateBoardRequest,
} from '@ye/contracts/discussion';
import type { StudioCoursePage } from '@ye/contracts/studio';
import { api } from '../../lib/api-client.ts';

/** Every discussion query key starts here; the instructor's and the child's sides below it. */
const DISCUSSION = ['discussion'] as const;
const TEACHER = [...DISCUSSION, 'instructor'] as const;
const CHILD = [...DISCUSSION, 'student'] as const;

export const BOARDS_PAGE_SIZE = 10;
export const QUEUE_PAGE_SIZE = 10;
export const POSTS_PAGE_SIZE = 20;
/** Courses offered for a new board (the studio lists at most 100 a page). */
const COURSES_MAX = 100;

// Pages show their own loading, error and empty states, so their queries do not toast.
const pageQuery = { meta: { skipErrorToast: true } } as const;

// ---- instructor: GET /v1/instructor/discussion/boards ------------------------------------------

export const boardsQueryOptions = (courseId: string, page: number) =>
  queryOptions({
    queryKey: [...TEACHER, 'boards', { courseId, page }] as const,
    queryFn: ({ signal }) =>
      api.get<InstructorBoardPage>('/v1/instructor/discussion/boards', {
        query: { course_id: courseId || undefined, page, page_size: BOARDS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
export const useBoards = (courseId: string, page: number) => useQuery(boardsQueryOptions(courseId, page));

// ---- instructor: GET /v1/instructor/discussion/boards/{id} -------------------------------------

export const boardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...TEACHER, 'board', id] as const,
    queryFn: ({ signal }) => api.get<InstructorBoard>(`/v1/instructor/discussion/boards/${id}`, { signal }),
    ...pageQuery,
  });
export const useBoard = (id: string) => useQuery(boardQueryOptions(id));

// ---- instructor: GET /v1/instructor/discussion/boards/{id}/posts -------------------------------

export const boardPostsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: [...TEACHER, 'board', id, 'posts', { page }] as const,
    queryFn: ({ signal }) =>
      api.get<InstructorPostPage>(`/v1/instructor/discussion/boards/${id}/posts`, {
        query: { page, page_size: POSTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
export const useBoardPosts = (id: string, page: number) => useQuery(boardPostsQueryOptions(id, page));

// ---- instructor: GET /v1/instructor/discussion/queue -------------------------------------------

export const queueQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...TEACHER, 'queue', { page }] as const,
    queryFn: ({ signal }) =>
      api.get<InstructorPostPage>('/v1/instructor/discussion/queue', {
        query: { page, page_size: QUEUE_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
export const useQueue = (page: number) => useQuery(queueQueryOptions(page));

// ---- instructor: GET /v1/instructor/course/list (the courses a board can be on) ----------------

export const boardCoursesQueryOptions = () =>
  queryOptions({
    queryKey: [...TEACHER, 'courses'] as const,
    queryFn: ({ signal }) =>
      api.get<StudioCoursePage>('/v1/instructor/course/list', { query: { page_size: COURSES_MAX }, signal }),
    ...pageQuery,
  });
export const useBoardCourses = () => useQuery(boardCoursesQueryOptions());

// ---- instructor: mutations (each refreshes the boards, the queue and the board's posts) --------

function useTeacherMutation<V, R>(mutationFn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: TEACHER }) });
}

export const useCreateBoard = () =>
  useTeacherMutation((body: CreateBoardRequest) =>
    api.post<InstructorBoard>('/v1/instructor/discussion/boards', body),
  );

export const useUpdateBoard = () =>
  useTeacherMutation(({ id, body }: { id: string; body: UpdateBoardRequest }) =>
    api.patch<InstructorBoard>(`/v1/instructor/discussion/boards/${id}`, body),
  );

export const useDeleteBoard = () =>
  useTeacherMutation((id: string) =>
    api.delete<DeleteBoardResponse>(`/v1/instructor/discussion/boards/${id}`),
  );

export const useModeratePost = () =>
  useTeacherMutation(({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
    api.post<InstructorPost>(`/v1/instructor/discussion/posts/${id}/${decision}`),
  );

export const useTeacherPost = () =>
  useTeacherMutation(({ boardId, body }: { boardId: string; body: string }) =>
    api.post<InstructorPost>(`/v1/instructor/discussion/boards/${boardId}/posts`, { body }),
  );

// ---- child: GET /v1/discussion/boards ----------------------------------------------------------

export const myBoardsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...CHILD, 'boards', { page }] as const,
    queryFn: ({ signal }) =>
      api.get<StudentBoardPage>('/v1/discussion/boards', {
        query: { page, page_size: BOARDS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
export const useMyBoards = (page: number) => useQuery(myBoardsQueryOptions(page));

// ---- child: GET /v1/discussion/boards/{id} and its posts ---------------------------------------

export const myBoardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CHILD, 'board', id] as const,
    queryFn: ({ signal }) => api.get<StudentBoard>(`/v1/discussion/boards/${id}`, { signal }),
    ...pageQuery,
  });
export const useMyBoard = (id: string) => useQuery(myBoardQueryOptions(id));

export const myBoardPostsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: [...CHILD, 'board', id, 'posts', { page }] as const,
    queryFn: ({ signal }) =>
      api.get<StudentPostPage>(`/v1/discussion/boards/${id}/posts`, {
        query: { page, page_size: POSTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
export const useMyBoardPosts = (id: string, page: number) => useQuery(myBoardPostsQueryOptions(id, page));

/** A child's reply; the page says what happened in its own kind words. */
export function useReply(boardId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post<StudentPostCreated>(`/v1/discussion/boards/${boardId}/posts`, { body }),
    meta: { skipErrorToast: true },
    onSuccess: () => client.invalidateQueries({ queryKey: CHILD }),
  });
}

/** A child's report of a post: the teacher sees the reason, nobody sees who. */
export function useReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, reason }: { postId: string; reason: ReportReason }) =>
      api.post<{ detail: string }>(`/v1/discussion/posts/${postId}/report`, { reason }),
    meta: { skipErrorToast: true },
    onSuccess: () => client.invalidateQueries({ queryKey: CHILD }),
  });
}
