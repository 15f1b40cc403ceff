import { z } from 'zod';
import { PageQuery, paginated, text, UserType } from './common.ts';

/** An organization is active, or archived (kept with its members, out of their lists). */
export const ORGANIZATION_STATUSES = ['active', 'archived'] as const;
export const OrganizationStatus = z.enum(ORGANIZATION_STATUSES);

/** What a member is in an organization (decision 037). */
export const MEMBERSHIP_ROLES = ['provider', 'external_admin', 'member'] as const;
export const MembershipRole = z.enum(MEMBERSHIP_ROLES, {
  error: 'Please choose provider, external admin or member.',
});
export type MembershipRole = z.infer<typeof MembershipRole>;

/** GET /v1/admin/organizations?page=&page_size=&q= */
export const OrganizationsQuery = PageQuery.extend({
  q: z.string().trim().max(100, 'The search is too long.').optional(),
});

/** One organization in a list (DESIGN §9 pins {id, name, status, member_count}). */
export const Organization = z.object({
  id: z.string(),
  name: z.string(),
  status: OrganizationStatus,
  member_count: z.number().int(),
});
export type Organization = z.infer<typeof Organization>;
export const OrganizationList = paginated(Organization);
export type OrganizationList = z.infer<typeof OrganizationList>;

const name = text()
  .trim()
  .min(2, 'Please give the organization a name of at least 2 characters.')
  .max(120, 'Please keep the name under 120 characters.');

/** POST /v1/admin/organizations -> 201 Organization */
export const CreateOrganizationBody = z.object({ name });
export type CreateOrganizationBody = z.infer<typeof CreateOrganizationBody>;

/** PATCH /v1/admin/organizations/{id}: rename, archive or restore. */
export const UpdateOrganizationBody = z
  .object({ name: name.optional(), status: OrganizationStatus.optional() })
  .refine((b) => b.name !== undefined || b.status !== undefined, 'Please send a new name or status.');
export type UpdateOrganizationBody = z.infer<typeof UpdateOrganizationBody>;

export const OrganizationParams = z.object({ id: z.uuid('There is no such organization.') });
export const MemberParams = z.object({
  id: z.uuid('There is no such organization.'),
  userId: z.uuid('There is no such member.'),
});

/** One member of an organization. */
export const Member = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  type: UserType,
  /** One of MEMBERSHIP_ROLES; rows from before decision 037 may hold another word (shown as it is). */
  role: z.string(),
});
export type Member = z.infer<typeof Member>;
export const MemberList = z.object({ results: z.array(Member) });
export type MemberList = z.infer<typeof MemberList>;

/** POST /v1/admin/organizations/{id}/members: an adult's account by email, with a role. */
export const AddMemberBody = z.object({
  email: text().trim().toLowerCase().email('Please enter an email address.').max(254),
  role: MembershipRole,
});
export type AddMemberBody = z.infer<typeof AddMemberBody>;

/** GET /v1/organizations/mine: the caller's own active organizations (providers and external admins). */
export const MyOrganizations = z.object({ results: z.array(Organization) });
export type MyOrganizations = z.infer<typeof MyOrganizations>;
