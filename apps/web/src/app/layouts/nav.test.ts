import { describe, expect, it } from 'vitest';
import { navFor } from './app-layout.tsx';

const labels = (role: string) => navFor(role).map((r) => r.nav?.label);

describe('navFor', () => {
  it('gives an instructor the studio first and the shared catalogue last', () => {
    expect(labels('instructor')).toEqual([
      'Dashboard',
      'My courses',
      'Students',
      'Assignments',
      'Quizzes & surveys',
      'Discussions',
      'Webinars',
      'Live streams',
      'Impact',
      'Profile',
      'Courses',
      'Bundles',
    ]);
  });

  it('gives a provider the metrics pages only, not the authoring ones', () => {
    expect(labels('provider')).toEqual(['Dashboard', 'Impact', 'Profile', 'Courses', 'Bundles']);
  });

  it('keeps the parent and child navigation as they were', () => {
    expect(labels('parent')).toEqual(['Dashboard', 'Certificates', 'Webinars', 'Courses', 'Bundles']);
    expect(labels('child')).toEqual([
      'Home',
      'My courses',
      'Games played',
      'My library',
      'Profile',
      'Talk together',
    ]);
  });
});
