import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, refreshTokens, users } from '../auth/tables.ts';

export const INACTIVITY_WARNING = 'account.inactivity-warning';

export interface InactiveFamily {
  parentId: string;
  email: string | null;
  firstName: string;
  avatar: string | null;
  /** The latest sign-in or session renewal of the parent or any child (the account's creation if none). */
  lastActive: Date;
  /** The latest inactivity warning, or null. */
  warnedAt: Date | null;
}

/**
 * Families (a parent with their children) none of whom signed in, or renewed a session, since
 * `cutoff`; one query for all of them.
 */
export async function familiesInactiveSince(db: DbOrTx, cutoff: Date): Promise<InactiveFamily[]> {
  const result = await db.execute<{
    parent_id: string;
    email: string | null;
    first_name: string;
    avatar: string | null;
    last_active: string | Date;
    warned_at: string | Date | null;
  }>(sql`
    with family as (
      select p.id as parent_id, m.id as member_id, coalesce(m.last_login_at, m.created_at) as seen
        from ${users} p
        join ${users} m on m.id = p.id or (m.parent_id = p.id and m.type = 'child')
       where p.type = 'parent'
    ), activity as (
      select f.parent_id,
             greatest(max(f.seen), coalesce(max(r.created_at), max(f.seen))) as last_active
        from family f
        left join ${refreshTokens} r on r.user_id = f.member_id
       group by f.parent_id
    )
    select a.parent_id, p.email, p.first_name, p.avatar, a.last_active,
           (select max(l.created_at) from ${auditLog} l
             where l.target_user_id = a.parent_id and l.action = ${INACTIVITY_WARNING}) as warned_at
      from activity a
      join ${users} p on p.id = a.parent_id
     where a.last_active < ${cutoff.toISOString()}::timestamptz
     order by a.last_active`);
  return result.rows.map((r) => ({
    parentId: r.parent_id,
    email: r.email,
    firstName: r.first_name,
    avatar: r.avatar,
    lastActive: new Date(r.last_active),
    warnedAt: r.warned_at === null ? null : new Date(r.warned_at),
  }));
}
