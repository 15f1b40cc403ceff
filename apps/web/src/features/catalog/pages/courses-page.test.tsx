import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnxietyRecommendation, RecommendationList } from '@ye/contracts/catalog';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { child, course, LEO, MIA, mockApi, page, renderRoute, stubLayoutApis } from '../test-utils.tsx';
import CoursesPage from './courses-page.tsx';

const BRAVE = course('c1111111-1111-4111-8111-111111111111', 'Brave steps', { featured: true });
const FRIENDS = course('c2222222-2222-4222-8222-222222222222', 'Making friends', {
  topic: 'friendship',
  kind: 'game',
  age_min: 8,
  age_max: 12,
  rating_average: null,
  rating_count: 0,
});
const CALM = course('c3333333-3333-4333-8333-333333333333', 'Calm breath', { topic: 'calm' });

const noAnxiety: AnxietyRecommendation = {
  recommended: false,
  reason: 'All fine.',
  child_text: '',
  courses: [],
  outcomes: {
    rule: 'A low survey or a calm focus area',
    suggested: { children: 3, mean_change: null, mean_adjusted_change: null },
    not_suggested: { children: 2, mean_change: null, mean_adjusted_change: null },
    summary: 'Too few children to say.',
    note: 'The survey measures self-esteem, not anxiety.',
  },
};

function recommendationsFor(url: URL): RecommendationList {
  const forLeo = url.searchParams.get('child_id') === LEO;
  return {
    results: [
      {
        course: forLeo ? CALM : FRIENDS,
        score: 3,
        reasons: [
          {
            code: 'focus-area',
            child_text: 'Because you like making friends',
            parent_text: forLeo ? 'Leo is working on calm.' : 'You chose friendship as a focus for Mia.',
          },
          ...(forLeo
            ? []
            : [
                {
                  code: 'learned' as const,
                  child_text: 'Kids like you felt good about themselves after this one',
                  parent_text:
                    'Children aged 6–9 who started where Mia is improved by about 4 points after this course (38 children)',
                },
              ]),
        ],
      },
    ],
  };
}

function signInAs(role: string) {
  window.localStorage.setItem('ye.access_token', 'token');
  window.localStorage.setItem('ye.role', role);
}

beforeEach(() => stubLayoutApis());
afterEach(() => {
  window.localStorage.clear();
});

const renderPage = (path = '/courses') => renderRoute(<CoursesPage />, { path, pattern: '/courses' });
const location = () => screen.getByTestId('location').textContent;

describe('/courses for a parent', () => {
  it('shows recommendations with the reason, the calm note, featured courses and the grid', async () => {
    signInAs('parent');
    const api = mockApi({
      '/v1/family/child/list': [child(MIA, 'Mia'), child(LEO, 'Leo')],
      '/v1/course/recommendations': recommendationsFor,
      '/v1/course/validate-anxiety-recommendations': (url: URL) =>
        url.searchParams.get('child_id') === LEO
          ? {
              recommended: true,
              reason: 'Leo’s last survey mentions worries.',
              child_text: '',
              courses: [CALM],
            }
          : noAnxiety,
      '/v1/course/list': (url: URL) =>
        url.searchParams.get('featured') === 'true' ? page([BRAVE]) : page([BRAVE, FRIENDS, CALM], 3),
    });
    renderPage();

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Courses']);
    expect(await screen.findByRole('heading', { name: 'Recommended for Mia' })).toBeTruthy();
    const mia = screen.getByRole('region', { name: 'Recommended for Mia' });
    expect(await within(mia).findByText('You chose friendship as a focus for Mia.')).toBeTruthy();
    // The learned reason (decision 049) is read in the parent's words.
    expect(
      within(mia).getByText(
        'Children aged 6–9 who started where Mia is improved by about 4 points after this course (38 children)',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Leo’s last survey mentions worries.')).toBeNull();

    // The picker switches to Leo: his recommendations and, since the check says so, the calm note.
    fireEvent.click(screen.getByRole('button', { name: 'Leo' }));
    expect(await screen.findByText('Leo is working on calm.')).toBeTruthy();
    expect(await screen.findByText('Leo’s last survey mentions worries.')).toBeTruthy();
    expect(api.calls.some((c) => c.url.searchParams.get('child_id') === LEO)).toBe(true);

    const featured = screen.getByRole('region', { name: 'Featured courses' });
    expect(await within(featured).findByRole('link', { name: 'Brave steps' })).toBeTruthy();

    const grid = await screen.findByText('Showing 3 of 3 courses');
    const list = grid.parentElement as HTMLElement;
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const friends = cards[1] as HTMLElement;
    expect(within(friends).getByRole('link', { name: 'Making friends' }).getAttribute('href')).toBe(
      `/courses/${FRIENDS.id}`,
    );
    expect(friends.textContent).toContain('Game');
    expect(friends.textContent).toContain('Ages 8-12');
    expect(friends.textContent).toContain('6 missions');
    expect(friends.textContent).toContain('45 min');
    expect(friends.textContent).toContain('No ratings yet');
    expect((cards[0] as HTMLElement).textContent).toContain('4.5 (12)');
    // What is free, for a parent, in the course's own words (decision 027).
    expect(within(friends).getByText('Level 1 free')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Chapter 1 free')).toBeTruthy();
  });

  it('puts the topic and age into the URL and asks the API for them', async () => {
    signInAs('parent');
    const api = mockApi({
      '/v1/family/child/list': [],
      '/v1/course/list': (url: URL) =>
        url.searchParams.get('topic') === 'calm' ? page([CALM]) : page([BRAVE, FRIENDS, CALM], 3),
    });
    renderPage('/courses?age=7');

    expect(await screen.findByText(/Add your child to see courses picked/)).toBeTruthy();
    await screen.findByText('Showing 3 of 3 courses');
    expect((screen.getByLabelText('Age') as HTMLSelectElement).value).toBe('7');
    const topics = screen.getByRole('group', { name: 'Topic' });
    expect(within(topics).getByRole('button', { name: 'All topics' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(within(topics).getByRole('button', { name: 'Calm' }));
    expect(location()).toBe('/courses?age=7&topic=calm');
    expect(await screen.findByText('Showing 1 of 1 course')).toBeTruthy();
    expect(within(topics).getByRole('button', { name: 'Calm' }).getAttribute('aria-pressed')).toBe('true');
    const last = api.calls.filter((c) => c.url.pathname === '/v1/course/list').at(-1);
    expect(last?.url.searchParams.get('topic')).toBe('calm');
    expect(last?.url.searchParams.get('age')).toBe('7');

    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '' } });
    expect(location()).toBe('/courses?topic=calm');
  });

  it('searches once typing pauses and says so kindly when nothing matches', async () => {
    signInAs('parent');
    const api = mockApi({
      '/v1/family/child/list': [],
      '/v1/course/list': page([BRAVE]),
      '/v1/course/search': (url: URL) =>
        url.searchParams.get('q') === 'friends' ? page([FRIENDS]) : page([]),
    });
    renderPage();
    await screen.findByText('Showing 1 of 1 course');

    const box = screen.getByRole('searchbox', { name: 'Search courses' });
    fireEvent.change(box, { target: { value: 'fri' } });
    fireEvent.change(box, { target: { value: 'friends' } });
    expect(await screen.findByRole('heading', { name: 'Results for “friends”' })).toBeTruthy();
    expect(location()).toBe('/courses?q=friends');
    expect(await screen.findByRole('link', { name: 'Making friends' })).toBeTruthy();
    // Only the settled text was searched for; the rows make way for the results.
    expect(
      api.calls.filter((c) => c.url.pathname === '/v1/course/search').map((c) => c.url.searchParams.get('q')),
    ).toEqual(['friends']);
    expect(screen.queryByRole('region', { name: 'Featured courses' })).toBeNull();

    fireEvent.change(box, { target: { value: 'dragons' } });
    expect(await screen.findByText('No courses match “dragons”. Try another word.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(location()).toBe('/courses'));
    expect(await screen.findByText('Showing 1 of 1 course')).toBeTruthy();
  });

  it('loads more courses and moves focus to the first new one', async () => {
    signInAs('parent');
    const many = Array.from({ length: 11 }, (_, i) =>
      course(`c0000000-0000-4000-8000-0000000000${10 + i}`, `Course ${i + 1}`),
    );
    mockApi({
      '/v1/family/child/list': [],
      '/v1/course/list': (url: URL) => {
        if (url.searchParams.get('featured')) return page([]);
        const p = Number(url.searchParams.get('page'));
        return page(p === 1 ? many.slice(0, 9) : many.slice(9), 11, p);
      },
    });
    renderPage();
    expect(await screen.findByText('Showing 9 of 11 courses')).toBeTruthy();
    // No featured courses: no empty row.
    expect(screen.queryByRole('heading', { name: 'Featured' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more courses' }));
    expect(await screen.findByText('Showing 11 of 11 courses')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Course 10'));
    expect(screen.queryByRole('button', { name: 'Load more courses' })).toBeNull();
  });

  it('says in plain words when the courses cannot be loaded', async () => {
    signInAs('parent');
    mockApi({ '/v1/family/child/list': [], '/v1/course/list': [500, { detail: 'Database away.' }] });
    renderPage();
    expect(await screen.findByText(/We could not load the courses just now/)).toBeTruthy();
  });
});

describe('/courses for staff', () => {
  it('shows no child rows and never asks for children', async () => {
    signInAs('instructor');
    const api = mockApi({ '/v1/course/list': page([BRAVE]) });
    renderPage();
    await screen.findByText('Showing 1 of 1 course');
    expect(screen.queryByText(/Recommended for/)).toBeNull();
    // Staff always have every chapter: no word on what is free.
    expect(screen.queryByText(/1 free/)).toBeNull();
    expect(api.calls.some((c) => c.url.pathname === '/v1/family/child/list')).toBe(false);
  });
});
