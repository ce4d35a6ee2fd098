import { isDeepStrictEqual } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { CONTENT_MESSAGES, type TFaqSection, type TFaqSectionSave } from '@fura/domain/content';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/connect';
import { faqQuestions, faqSections, type FaqSectionRow, type UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { notFound } from '../../../http/errors';
import { readFaq } from '../../content/faq-repo';
import { presentSection } from '../../content/present';
import { writeAudit } from '../audit/write-audit';
import { assertAdmin } from '../site/policy';

type ContentDeps = Pick<AppDeps, 'db' | 'bus'>;

function auditedSection(row: Pick<FaqSectionRow, 'title' | 'audience' | 'position'>) {
  return { title: row.title, audience: row.audience, position: row.position };
}

async function lockSection(tx: Db, id: string): Promise<FaqSectionRow> {
  const [row] = await tx.select().from(faqSections).where(eq(faqSections.id, id)).for('update');
  if (!row) throw notFound(CONTENT_MESSAGES.sectionNotFound);
  return row;
}

async function questionsOf(tx: Db, sectionId: string) {
  return tx
    .select()
    .from(faqQuestions)
    .where(eq(faqQuestions.sectionId, sectionId))
    .orderBy(asc(faqQuestions.position), asc(faqQuestions.slug));
}

/** Every section with its questions, whatever the audience. */
export async function listAdminFaq(db: Db, admin: UserRow): Promise<TFaqSection[]> {
  assertAdmin(admin);
  return readFaq(db);
}

/** Creates a section, or edits the one `id` names (404 when it is gone). */
export async function saveFaqSection(
  deps: ContentDeps,
  admin: UserRow,
  input: TFaqSectionSave,
): Promise<TFaqSection> {
  assertAdmin(admin);
  return inTransaction(deps.db, deps.bus, async (tx) => {
    const before = input.id ? await lockSection(tx, input.id) : null;
    const next = auditedSection(input);
    if (before && isDeepStrictEqual(auditedSection(before), next)) {
      return presentSection(before, await questionsOf(tx, before.id));
    }
    const values = { ...next, updatedAt: new Date() };
    const [row] = before
      ? await tx.update(faqSections).set(values).where(eq(faqSections.id, before.id)).returning()
      : await tx.insert(faqSections).values(values).returning();
    if (!row) throw new Error('faq section not saved');
    await writeAudit(tx, {
      adminId: admin.id,
      action: before ? 'faqSectionEdit' : 'faqSectionCreate',
      comment: row.title,
      before: before ? auditedSection(before) : null,
      after: auditedSection(row),
    });
    return presentSection(row, await questionsOf(tx, row.id));
  });
}

/** Deletes a section with its questions; the audit row keeps which questions went with it. */
export async function deleteFaqSection(deps: ContentDeps, admin: UserRow, id: string): Promise<void> {
  assertAdmin(admin);
  await inTransaction(deps.db, deps.bus, async (tx) => {
    const before = await lockSection(tx, id);
    const questions = await questionsOf(tx, id);
    await tx.delete(faqSections).where(eq(faqSections.id, id));
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'faqSectionDelete',
      comment: before.title,
      before: {
        ...auditedSection(before),
        questions: questions.map((question) => ({ slug: question.slug, question: question.question })),
      },
    });
  });
}
