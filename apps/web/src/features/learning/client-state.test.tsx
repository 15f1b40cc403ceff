import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '../../lib/logout.ts';
import { childWelcomeModal, closeChildWelcome, getStarted, hasStarted, setStarted } from './client-state.ts';

afterEach(() => localStorage.clear());

describe("the child's client state", () => {
  it("startedCourse, startedLevel and startedMission default to '0' and follow the lesson last opened", () => {
    expect(getStarted()).toEqual({ startedCourse: '0', startedLevel: '0', startedMission: '0' });
    expect(hasStarted(getStarted())).toBe(false);
    setStarted('c1', 'l1', 'm1');
    expect(getStarted()).toEqual({ startedCourse: 'c1', startedLevel: 'l1', startedMission: 'm1' });
    expect(localStorage.getItem('ye.started_mission')).toBe('m1');
    expect(hasStarted(getStarted())).toBe(true);
  });

  it('forgets the started lesson on logout (the next child on this browser starts fresh)', () => {
    setStarted('c1', 'l1', 'm1');
    logout();
    expect(getStarted().startedCourse).toBe('0');
  });

  it('childWelcomeModal is true until that child closes it, per child, and survives logout', () => {
    expect(childWelcomeModal('mia')).toBe(true);
    closeChildWelcome('mia');
    closeChildWelcome('mia');
    expect(childWelcomeModal('mia')).toBe(false);
    expect(childWelcomeModal('leo')).toBe(true);
    expect(JSON.parse(localStorage.getItem('ye.child_welcome_seen') ?? '')).toEqual(['mia']);
    logout();
    expect(childWelcomeModal('mia')).toBe(false);
  });

  it('treats unreadable stored state as the default', () => {
    localStorage.setItem('ye.child_welcome_seen', '{"not":"a list"}');
    expect(childWelcomeModal('mia')).toBe(true);
    closeChildWelcome('mia');
    expect(childWelcomeModal('mia')).toBe(false);
  });
});
