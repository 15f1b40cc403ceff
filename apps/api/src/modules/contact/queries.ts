import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from './tables.ts';

export async function insertContactMessage(
  db: DbOrTx,
  params: {
    userId: string | null;
    source: 'public' | 'parent';
    name: string;
    email: string;
    subject: string;
    message: string;
  },
): Promise<{ id: number }> {
  const rows = await db.insert(contactMessages).values(params).returning({ id: contactMessages.id });
  const row = rows[0];
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
}
