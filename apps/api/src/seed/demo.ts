import { landingPath, type UserType } from '@ye/contracts/roles';
import { eq } from 'drizzle-orm';
import { clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { memberships, organizations } from '../modules/admin/tables.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { findUserByEmail, insertUser } from '../modules/auth/queries.ts';
import { users } from '../modules/auth/tables.ts';
import { seedTestMembership } from '../modules/billing/demo.ts';
import { seedDemoConsent } from '../modules/consent/demo.ts';
import { seedDemoFlags } from '../modules/flags/demo.ts';
import { rebuildAllOutcomes } from '../modules/insights/outcomes/service.ts';
import { seedDemoAssignments } from './assignments.ts';
import { seedCatalogContent } from './catalog-content.ts';
import { seedDemoClassroom } from './classroom.ts';
import { seedClubCohort, seedDemoCohort } from './cohorts.ts';
import { birthdayForAge, type DemoIds } from './demo-ids.ts';
import { seedDemoDiscussion } from './discussion.ts';
import { seedDemoFailedJob } from './failed-job.ts';
import { seedLearningJourney } from './learning-journey.ts';
import { seedDemoLive, seedDemoRecording } from './live.ts';
import { seedParentJourney } from './parent-journey.ts';
import { seedDemoQuizzes } from './quizzes.ts';

export interface DemoLogin {
  role: string;
  login: string;
  password: string;
  page: string;
}

interface DemoAccount {
  key: keyof DemoIds;
  type: UserType;
  email?: string;
  username?: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Children only: whose child, how old, which avatar. */
  parent?: keyof DemoIds;
  age?: number;
  avatar?: string;
  /** Role in the 'Youth Enrichments' organization, for staff accounts. */
  /** The role in the Youth Enrichments organization (decision 037: provider, external_admin or member). */
  orgRole?: 'provider' | 'external_admin' | 'member';
  /**
   * When the account was created, in days before the seed runs: before anything the account did
   * (the children's history starts HISTORY_DAYS ago, the courses were written 97 days ago).
   */
  joinedDaysAgo: number;
}

/** The accounts of DESIGN.md section 4, exactly. Parents come before their children. */
const ACCOUNTS: DemoAccount[] = [
  {
    key: 'parent',
    joinedDaysAgo: 128.3,
    type: 'parent',
    email: 'parent@demo.test',
    password: 'Parent#2026',
    firstName: 'Emma',
    lastName: 'Carter',
  },
  {
    key: 'mia',
    joinedDaysAgo: 128.29,
    type: 'child',
    username: 'mia',
    password: 'Mia#2026',
    firstName: 'Mia',
    lastName: 'Carter',
    parent: 'parent',
    age: 9,
    avatar: 'avatar-01',
  },
  {
    key: 'leo',
    joinedDaysAgo: 128.28,
    type: 'child',
    username: 'leo',
    password: 'Leo#2026',
    firstName: 'Leo',
    lastName: 'Carter',
    parent: 'parent',
    age: 12,
    avatar: 'avatar-02',
  },
  {
    key: 'parent2',
    joinedDaysAgo: 125.4,
    type: 'parent',
    email: 'parent2@demo.test',
    password: 'Parent#2026',
    firstName: 'Daniel',
    lastName: 'Okafor',
  },
  {
    key: 'sam',
    joinedDaysAgo: 125.39,
    type: 'child',
    username: 'sam',
    password: 'Sam#2026',
    firstName: 'Sam',
    lastName: 'Okafor',
    parent: 'parent2',
    age: 8,
    avatar: 'avatar-03',
  },
  {
    key: 'instructor',
    joinedDaysAgo: 150,
    type: 'instructor',
    email: 'instructor@demo.test',
    password: 'Instructor#2026',
    firstName: 'Grace',
    lastName: 'Bennett',
    orgRole: 'member',
  },
  {
    key: 'instructor2',
    joinedDaysAgo: 112,
    type: 'instructor',
    email: 'instructor2@demo.test',
    password: 'Instructor#2026',
    firstName: 'Omar',
    lastName: 'Haddad',
    orgRole: 'member',
  },
  {
    key: 'admin',
    joinedDaysAgo: 420,
    type: 'admin',
    email: 'admin@demo.test',
    password: 'Admin#2026',
    firstName: 'Alex',
    lastName: 'Morgan',
    orgRole: 'member',
  },
  {
    key: 'external',
    joinedDaysAgo: 300,
    type: 'external_admin',
    email: 'external@demo.test',
    password: 'External#2026',
    firstName: 'Priya',
    lastName: 'Shah',
    orgRole: 'external_admin',
  },
  {
    key: 'provider',
    joinedDaysAgo: 180,
    type: 'provider',
    email: 'provider@demo.test',
    password: 'Provider#2026',
    firstName: 'Lucas',
    lastName: 'Rivera',
    orgRole: 'provider',
  },
  {
    key: 'ely',
    joinedDaysAgo: 160,
    type: 'ely_admin',
    email: 'ely@demo.test',
    password: 'Ely#2026',
    firstName: 'Ely',
    lastName: 'Nakamura',
    orgRole: 'member',
  },
];

const ROLE_LABEL: Record<UserType, string> = {
  parent: 'parent',
  child: 'child',
  instructor: 'instructor',
  provider: 'provider',
  ely_admin: 'ely_admin',
  external_admin: 'external admin',
  admin: 'admin',
};

/** The demo logins the server prints at start-up, in the order of DESIGN.md section 4. */
export const DEMO_LOGINS: DemoLogin[] = ACCOUNTS.map((a) => ({
  role: ROLE_LABEL[a.type],
  login: a.email ?? a.username ?? '',
  password: a.password,
  page: landingPath(a.type),
}));

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates the demo accounts and the organization; returns null when they already exist. Each
 * distinct password is hashed once, all in parallel: argon2 is deliberately slow.
 */
export async function seedDemoAccounts(db: Db): Promise<DemoIds | null> {
  if (await findUserByEmail(db, 'parent@demo.test')) return null;
  const distinct = [...new Set(ACCOUNTS.map((a) => a.password))];
  const hashes = new Map(await Promise.all(distinct.map(async (p) => [p, await hashPassword(p)] as const)));
  const now = clock.now().getTime();
  return db.transaction(async (tx) => {
    const ids: Partial<DemoIds> = {};
    for (const a of ACCOUNTS) {
      const user = await insertUser(tx, {
        type: a.type,
        email: a.email ?? null,
        username: a.username ?? null,
        parentId: a.parent ? (ids[a.parent] ?? null) : null,
        firstName: a.firstName,
        lastName: a.lastName,
        passwordHash: hashes.get(a.password) ?? '',
        avatar: a.avatar ?? null,
        birthday: a.age ? birthdayForAge(a.age) : null,
      });
      const joined = new Date(now - Math.round(a.joinedDaysAgo * DAY_MS));
      await tx.update(users).set({ createdAt: joined, updatedAt: joined }).where(eq(users.id, user.id));
      ids[a.key] = user.id;
    }
    ids.organization = await seedOrganization(tx, ids);
    return ids as DemoIds;
  });
}

async function seedOrganization(tx: DbOrTx, ids: Partial<DemoIds>): Promise<string> {
  const [org] = await tx
    .insert(organizations)
    .values({ name: 'Youth Enrichments', slug: 'youth-enrichments' })
    .onConflictDoUpdate({ target: organizations.slug, set: { name: 'Youth Enrichments' } })
    .returning({ id: organizations.id });
  if (!org) throw new Error('organization upsert returned no row');
  const members = ACCOUNTS.filter((a) => a.orgRole).map((a) => ({
    organizationId: org.id,
    userId: ids[a.key] ?? '',
    role: a.orgRole ?? 'member',
  }));
  await tx.insert(memberships).values(members).onConflictDoNothing();
  await seedAfterSchoolClub(tx, ids);
  return org.id;
}

/** The after-school club (issue 15, decision 037): its provider and its external admin. */
async function seedAfterSchoolClub(tx: DbOrTx, ids: Partial<DemoIds>): Promise<void> {
  const [club] = await tx
    .insert(organizations)
    .values({ name: 'Maple Street After-school Club', slug: 'maple-street-after-school-club' })
    .onConflictDoUpdate({ target: organizations.slug, set: { name: 'Maple Street After-school Club' } })
    .returning({ id: organizations.id });
  if (!club) throw new Error('organization upsert returned no row');
  const people = [
    { userId: ids.provider, role: 'provider' },
    { userId: ids.external, role: 'external_admin' },
  ].flatMap((m) => (m.userId ? [{ organizationId: club.id, userId: m.userId, role: m.role }] : []));
  await tx.insert(memberships).values(people).onConflictDoNothing();
}

/**
 * Seeds the demo once: true when it did, false when the demo accounts were already there. With the
 * server's config (and the built-in test provider), the demo parent also gets a yearly membership.
 */
export async function seedDemo(db: Db, config?: Config): Promise<boolean> {
  const ids = await seedDemoAccounts(db);
  if (!ids) {
    // A demo seeded before consent existed (decision 035) gets it on the next start.
    await seedDemoConsent(db, clock.now());
    return false;
  }
  await seedParentJourney(db, ids);
  // The courses and what the children did in them: all or nothing.
  const club = await db.transaction(async (tx) => {
    const catalog = await seedCatalogContent(tx, ids);
    await seedLearningJourney(tx, ids, catalog);
    // The studio's demo: one seeding call per module (boards, assignments, quizzes, a classroom).
    await seedDemoDiscussion(tx, ids, catalog);
    await seedDemoAssignments(tx, ids, catalog);
    await seedDemoQuizzes(tx, ids, catalog);
    await seedDemoLive(tx, ids, catalog);
    await seedDemoCohort(tx, ids, catalog);
    await seedDemoFlags(tx);
    const seededClub = await seedDemoClassroom(tx, catalog);
    await seedClubCohort(tx, ids, catalog);
    // Every demo parent confirmed and every demo child consented to (decision 035).
    await seedDemoConsent(tx, clock.now());
    // The seeds write progress and surveys directly: the instructor's aggregates are made from them.
    await rebuildAllOutcomes(tx, clock.now());
    return seededClub;
  });
  if (config) {
    // Memberships (decision 027): the demo parent's yearly and the club's monthly; parent2's family
    // has none, to show the free chapter, the locks and the offer.
    const deps = { db, config, jobs: { send: async () => null }, now: clock.now };
    await seedTestMembership(deps, ids.parent, 'yearly');
    await seedTestMembership(deps, club.parentId, 'monthly');
    // The job-queue console's demo (decision 032): one failed mail to retry on /job-queue.
    await seedDemoFailedJob(db, config);
    // Last week's webinar has a real recording, put through the file store (decision 031).
    await seedDemoRecording(db, config);
  }
  return true;
}
