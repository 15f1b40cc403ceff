import { clock } from '../clock.ts';

/** Ids of the seeded accounts, for the seed steps that add courses, progress and surveys. */
export interface DemoIds {
  organization: string;
  parent: string;
  mia: string;
  leo: string;
  parent2: string;
  sam: string;
  instructor: string;
  instructor2: string;
  admin: string;
  external: string;
  provider: string;
  ely: string;
}

/** A birthday that makes the child `age` years old today (a few months past the birthday). */
export function birthdayForAge(age: number, today = clock.now()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), 1));
  d.setUTCMonth(d.getUTCMonth() - 3);
  return d.toISOString().slice(0, 10);
}
