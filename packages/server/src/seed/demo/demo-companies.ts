import { inArray } from 'drizzle-orm';
import type { LegalForm } from '@fura/domain/legal-forms';
import type { Db } from '../../db/connect';
import { userCompanies, users } from '../../db/schema';

/**
 * The demo accounts' legal forms and INNs (issue 29). The INNs have valid check digits but region 00, which no tax
 * office has: no register holds them, so the demo never shows a real company. No register answer is made up either:
 * they are stored as not yet checked and the weekly job asks the register at once — without DADATA_TOKEN they stay
 * «не проверена», with a token the register answers «не найдена». cargo2 states none.
 */
export const DEMO_COMPANIES: readonly { email: string; legalForm: LegalForm; inn: string }[] = [
  { email: 'cargo1@fura.local', legalForm: 'ooo', inn: '0000000018' },
  { email: 'carrier1@fura.local', legalForm: 'ip', inn: '000000000184' },
  { email: 'carrier2@fura.local', legalForm: 'selfEmployed', inn: '000000000258' },
  { email: 'cargo3@fura.local', legalForm: 'ooo', inn: '0000000025' },
  { email: 'carrier3@fura.local', legalForm: 'ip', inn: '000000000321' },
  { email: 'carrier4@fura.local', legalForm: 'person', inn: '000000000402' },
];

export async function seedDemoCompanies(db: Db, now: Date): Promise<void> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_COMPANIES.map((company) => company.email),
      ),
    );
  const idOf = new Map(accounts.map((account) => [account.email, account.id]));
  const rows = DEMO_COMPANIES.flatMap(({ email, legalForm, inn }) => {
    const userId = idOf.get(email);
    if (!userId) return [];
    const registered = legalForm === 'ooo' || legalForm === 'ip';
    return [
      {
        userId,
        legalForm,
        inn,
        checkStatus: registered ? 'pending' : 'notRequired',
        nextCheckAt: registered ? now : null,
      },
    ];
  });
  if (rows.length > 0) await db.insert(userCompanies).values(rows).onConflictDoNothing();
}
