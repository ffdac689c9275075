import type { Db } from '../../../db/database';
import type { ExtraFieldAnswer } from '../../../shared/registration-fields';

/** The answers a user gave to the register form's extra fields (empty when none). */
export async function readExtraFields(db: Db, userId: number): Promise<ExtraFieldAnswer[]> {
  const row = await db.selectFrom('users').select('extra_fields').where('id', '=', userId).executeTakeFirst();
  if (!row?.extra_fields) return [];
  try {
    const parsed: unknown = JSON.parse(row.extra_fields);
    return Array.isArray(parsed) ? (parsed as ExtraFieldAnswer[]) : [];
  } catch {
    return [];
  }
}
