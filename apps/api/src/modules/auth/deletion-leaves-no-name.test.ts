import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authAs,
  createChild,
  createParent,
  FIXTURE_PASSWORD,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

// Deleting a child or a whole family keeps the audit trail (what was done, when) but no name,
// username, email or IP address of the people deleted (issue 16, decision 038).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type AuditRow = { id: number; action: string; details: Record<string, unknown>; ip: string | null };

async function auditRows(ids: number[]): Promise<AuditRow[]> {
  const { rows } = await t.pool.query<AuditRow>(
    'select id, action, details, ip from audit_log where id = any ($1::int[]) order by id',
    [ids],
  );
  return rows;
}

async function audit(actor: string | null, action: string, target: string | null, details: object) {
  const { rows } = await t.pool.query<{ id: number }>(
    `insert into audit_log (actor_id, action, target_user_id, details, ip) values ($1, $2, $3, $4, '198.51.100.4') returning id`,
    [actor, action, target, JSON.stringify(details)],
  );
  return rows[0]?.id ?? 0;
}

const post = async (who: FixtureUser, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: await authAs(t.app, who),
    payload,
    remoteAddress: '10.9.0.1',
  });

describe('deletions leave no name behind', () => {
  it('removing a child pseudonymises every audit row about the child, the removal itself included', async () => {
    const parent = await createParent(t.db, { firstName: 'Iris', lastName: 'Lindqvist' });
    const kid = await createChild(t.db, parent, { firstName: 'Pippa', username: 'pippa_sky' });
    const byParent = await audit(parent.id, 'child.update', kid.id, { child_name: 'Pippa', field: 'avatar' });
    const byKid = await audit(kid.id, 'child.birthday', kid.id, { note: 'pippa_sky', day: '2017-03-01' });
    const unrelated = await audit(parent.id, 'parent.update', parent.id, { name: 'Iris' });

    const res = await post(parent, '/v1/family/child/remove', { child_id: kid.id });
    expect(res.statusCode).toBe(200);

    const { rows } = await t.pool.query<{ id: number }>(
      `select id from audit_log where action = 'child.delete' and details ->> 'child_id' = $1`,
      [kid.id],
    );
    const removal = rows[0]?.id ?? 0;
    const after = await auditRows([byParent, byKid, removal]);
    expect(after.map((r) => r.action)).toEqual(['child.update', 'child.birthday', 'child.delete']);
    const text = JSON.stringify(after);
    expect(text).not.toMatch(/pippa|lindqvist|198\.51\.100\.4/i);
    // What was done stays readable; the child's id (now pointing at nobody) is the pseudonym.
    expect(after[0]?.details).toEqual({ field: 'avatar' });
    expect(after[1]?.details).toEqual({ day: '2017-03-01' });
    expect(after[2]?.details).toEqual({ child_id: kid.id });
    // The parent is still here: rows about the parent alone keep their name.
    expect((await auditRows([unrelated]))[0]?.details).toEqual({ name: 'Iris' });
  });

  it('deleting the account pseudonymises the rows about the parent and every child', async () => {
    const parent = await createParent(t.db, { firstName: 'Oskar', lastName: 'Brandt' });
    const kid = await createChild(t.db, parent, { firstName: 'Wren', username: 'wren_leaf' });
    const rows = [
      await audit(parent.id, 'parent.update', parent.id, { email: parent.email, first_name: 'Oskar' }),
      await audit(parent.id, 'child.update', kid.id, {
        child_name: 'Wren',
        username: 'wren_leaf',
        field: 'name',
      }),
      await audit(kid.id, 'child.signin', null, { who: 'WREN' }),
    ];
    const other = await createParent(t.db, { firstName: 'Selma' });
    const untouched = await audit(other.id, 'parent.update', other.id, { first_name: 'Selma' });

    const res = await post(parent, '/v1/parent_router/parent/delete-account', { password: FIXTURE_PASSWORD });
    expect(res.statusCode).toBe(204);

    const after = await auditRows(rows);
    expect(after).toHaveLength(3);
    expect(JSON.stringify(after)).not.toMatch(/oskar|brandt|wren|@|198\.51\.100\.4/i);
    expect(after.map((r) => r.details)).toEqual([{}, { field: 'name' }, {}]);
    expect((await auditRows([untouched]))[0]).toMatchObject({
      details: { first_name: 'Selma' },
      ip: '198.51.100.4',
    });
  });
});
