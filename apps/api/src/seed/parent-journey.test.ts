import { ROSENBERG_ITEMS, scoreAnswers } from '@ye/contracts/rosenberg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs, createChild, createParent, type FixtureUser } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import {
  answersForTotal,
  buildParentJourneyData,
  HISTORY_DAYS,
  seedParentJourney,
} from './parent-journey.ts';

const ids = {
  mia: '00000000-0000-4000-8000-000000000001',
  leo: '00000000-0000-4000-8000-000000000002',
  sam: '00000000-0000-4000-8000-000000000003',
};
const now = new Date('2026-06-15T10:00:00Z');

describe('parent-journey demo data', () => {
  it('builds answers that add up to any total', () => {
    let seed = 0;
    const random = () => {
      seed = (seed * 9301 + 49297) % 233280;
      return seed / 233280;
    };
    for (let total = 0; total <= 30; total++) {
      const answers = answersForTotal(total, random);
      expect(answers.size).toBe(ROSENBERG_ITEMS.length);
      expect(scoreAnswers(answers).score).toBe(total);
    }
  });

  it('stores answers consistent with each score, rising trends and metrics that follow the surveys', () => {
    const data = buildParentJourneyData(ids, now);
    for (const childId of Object.values(ids)) {
      const responses = data.responses.filter((r) => r.childId === childId);
      expect(responses.length).toBeGreaterThanOrEqual(7);
      for (const r of responses) {
        const answers = new Map(
          data.answers.filter((a) => a.responseId === r.id).map((a) => [a.questionId, a.value]),
        );
        expect(scoreAnswers(answers)).toEqual({ score: r.score, percent: r.percent });
        expect(r.completedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
      expect((responses.at(-1)?.percent ?? 0) - (responses[0]?.percent ?? 0)).toBeGreaterThan(10);
      const metrics = data.metrics.filter((m) => m.childId === childId);
      expect(metrics.length).toBeGreaterThan(HISTORY_DAYS / 2);
      expect(metrics.length).toBeLessThan(HISTORY_DAYS);
      for (const m of metrics) {
        expect(m.timeLogged).toBeGreaterThanOrEqual(300);
        expect(m.timeLogged).toBeLessThan(41 * 60);
        const day = new Date(`${m.datestamp}T23:59:59Z`);
        const known = responses.filter((r) => r.completedAt <= day).at(-1);
        expect(m.selfEsteemScore).toBe(known?.percent ?? null);
      }
    }
    expect(buildParentJourneyData(ids, now).responses.map((r) => r.score)).toEqual(
      data.responses.map((r) => r.score),
    );
  });

  describe('in the database', () => {
    let ctx: TestContext;
    let parent: FixtureUser;
    let mia: FixtureUser;
    beforeAll(async () => {
      ctx = await createTestApp();
      parent = await createParent(ctx.db);
      mia = await createChild(ctx.db, parent, { firstName: 'Mia' });
      const leo = await createChild(ctx.db, parent, { firstName: 'Leo' });
      const other = await createParent(ctx.db);
      const sam = await createChild(ctx.db, other, { firstName: 'Sam' });
      await seedParentJourney(ctx.db, { mia: mia.id, leo: leo.id, sam: sam.id });
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('feeds the parent’s charts and cards', async () => {
      const headers = await authAs(ctx.app, parent);
      const metrics = (
        await ctx.app.inject({ method: 'GET', url: `/v1/family/metrics?child_id=${mia.id}`, headers })
      ).json();
      expect(metrics.survey_scores.length).toBeGreaterThanOrEqual(7);
      expect(metrics.metrics.length).toBeGreaterThan(50);
      const list = (await ctx.app.inject({ method: 'GET', url: '/v1/family/child/list', headers })).json();
      expect(
        list.every((c: { child_self_esteem: number | null }) => typeof c.child_self_esteem === 'number'),
      ).toBe(true);
      const exported = (
        await ctx.app.inject({ method: 'GET', url: `/v1/family/child/export?child_id=${mia.id}`, headers })
      ).json();
      expect(exported.Child['Focus areas']).toEqual(['confidence', 'friendship']);
    });
  });
});
