import crypto from 'node:crypto';
import type {
  AddMemberBody,
  CreateOrganizationBody,
  Member,
  MemberList,
  MyOrganizations,
  Organization,
  OrganizationList,
  UpdateOrganizationBody,
} from '@ye/contracts/organizations';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Invalid, NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { recordAudit } from '../auth/service.ts';
import {
  deleteMembership,
  findAdultByEmail,
  findMyOrganization,
  findOrganization,
  insertOrganization,
  listMembers,
  listMyOrganizations,
  listOrganizations,
  type OrganizationRow,
  updateOrganization,
  upsertMembership,
} from './queries.ts';

const NO_ORGANIZATION = 'This organization does not exist.';

const toOrganization = (o: OrganizationRow): Organization => ({
  id: o.id,
  name: o.name,
  status: o.status,
  member_count: o.memberCount,
});

/** A unique, readable slug: the name's letters and digits, then a short random tail. */
const slugOf = (name: string) =>
  `${
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'organization'
  }-${crypto.randomBytes(3).toString('hex')}`;

/** GET /v1/admin/organizations: by name, searchable, paginated. */
export async function organizationList(
  db: Db,
  params: { page: number; pageSize: number; q?: string | undefined },
): Promise<OrganizationList> {
  const { rows, total } = await listOrganizations(db, {
    limit: params.pageSize,
    offset: (params.page - 1) * params.pageSize,
    q: params.q,
  });
  return { count: total, page: params.page, page_size: params.pageSize, results: rows.map(toOrganization) };
}

async function audit(db: DbOrTx, caller: Caller, action: string, details: Record<string, unknown>) {
  await recordAudit(db, {
    actorId: caller.userId,
    action,
    targetUserId: null,
    details,
    ip: caller.ip ?? null,
  });
}

/** POST /v1/admin/organizations */
export async function createOrganization(
  db: Db,
  caller: Caller,
  body: CreateOrganizationBody,
): Promise<Organization> {
  return db.transaction(async (tx) => {
    const id = await insertOrganization(tx, { name: body.name, slug: slugOf(body.name) });
    await audit(tx, caller, 'organization.create', { organization_id: id, name: body.name });
    return { id, name: body.name, status: 'active', member_count: 0 };
  });
}

/** PATCH /v1/admin/organizations/{id}: rename, archive or restore. */
export async function changeOrganization(
  db: Db,
  caller: Caller,
  id: string,
  body: UpdateOrganizationBody,
): Promise<Organization> {
  return db.transaction(async (tx) => {
    const before = await findOrganization(tx, id);
    if (!before) throw new NotFound(NO_ORGANIZATION);
    const set = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
    };
    await updateOrganization(tx, id, set);
    await audit(tx, caller, 'organization.update', {
      organization_id: id,
      from: { name: before.name, status: before.status },
      to: set,
    });
    return toOrganization({ ...before, ...set });
  });
}

const toMember = (m: Awaited<ReturnType<typeof listMembers>>[number]): Member => ({
  user_id: m.userId,
  name: `${m.firstName} ${m.lastName}`.trim(),
  email: m.email,
  type: m.type,
  role: m.role,
});

/** GET /v1/admin/organizations/{id}/members */
export async function memberList(db: Db, id: string): Promise<MemberList> {
  if (!(await findOrganization(db, id))) throw new NotFound(NO_ORGANIZATION);
  return { results: (await listMembers(db, id)).map(toMember) };
}

/** POST /v1/admin/organizations/{id}/members: an adult account by email; a member again changes role. */
export async function addMember(
  db: Db,
  caller: Caller,
  id: string,
  body: AddMemberBody,
): Promise<MemberList> {
  return db.transaction(async (tx) => {
    if (!(await findOrganization(tx, id))) throw new NotFound(NO_ORGANIZATION);
    const user = await findAdultByEmail(tx, body.email);
    if (!user) throw new Invalid('There is no account with this email.', 'no_such_account');
    await upsertMembership(tx, { organizationId: id, userId: user.id, role: body.role });
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'organization.member.add',
      targetUserId: user.id,
      details: { organization_id: id, role: body.role },
      ip: caller.ip ?? null,
    });
    return { results: (await listMembers(tx, id)).map(toMember) };
  });
}

/** DELETE /v1/admin/organizations/{id}/members/{userId} */
export async function removeMember(db: Db, caller: Caller, id: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteMembership(tx, id, userId))) throw new NotFound('This person is not a member of it.');
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'organization.member.remove',
      targetUserId: userId,
      details: { organization_id: id },
      ip: caller.ip ?? null,
    });
  });
}

/** GET /v1/organizations/mine: the caller's own active organizations. */
export async function myOrganizations(db: Db, caller: Caller): Promise<MyOrganizations> {
  return { results: (await listMyOrganizations(db, caller.userId)).map(toOrganization) };
}

/**
 * One organization as its own member sees it (decision 040): an active organization the caller belongs
 * to; an admin may name any. Another organization is 404, as if it did not exist.
 */
export async function ownOrganization(db: DbOrTx, caller: Caller, id: string): Promise<Organization> {
  const row =
    caller.type === 'admin'
      ? await findOrganization(db, id)
      : await findMyOrganization(db, caller.userId, id);
  if (!row) throw new NotFound(NO_ORGANIZATION);
  return toOrganization(row);
}

/** GET /v1/organizations/{id}/members: the members of one of the caller's own organizations, read-only. */
export async function myMemberList(db: Db, caller: Caller, id: string): Promise<MemberList> {
  await ownOrganization(db, caller, id);
  return { results: (await listMembers(db, id)).map(toMember) };
}
