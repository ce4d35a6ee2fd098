import { isDeepStrictEqual } from 'node:util';
import { and, eq, ne } from 'drizzle-orm';
import { CONTENT_MESSAGES, type TFaqQuestion, type TFaqQuestionSave } from '@fura/domain/content';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/connect';
import { faqQuestions, faqSections, type FaqQuestionRow, type UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { AppError, conflict, notFound } from '../../../http/errors';
import { uniqueViolationConstraint } from '../../../db/unique-violation';
import { presentQuestion } from '../../content/present';
import { writeAudit } from '../audit/write-audit';
import { assertAdmin } from '../site/policy';

type ContentDeps = Pick<AppDeps, 'db' | 'bus'>;
type AuditedQuestion = Pick<FaqQuestionRow, 'sectionId' | 'slug' | 'question' | 'answer' | 'position'>;

function auditedQuestion(row: AuditedQuestion): AuditedQuestion {
  return {
    sectionId: row.sectionId,
    slug: row.slug,
    question: row.question,
    answer: row.answer,
    position: row.position,
  };
}

async function lockQuestion(tx: Db, id: string): Promise<FaqQuestionRow> {
  const [row] = await tx.select().from(faqQuestions).where(eq(faqQuestions.id, id)).for('update');
  if (!row) throw notFound(CONTENT_MESSAGES.questionNotFound);
  return row;
}

/** The section must exist (a share lock keeps it until the commit): else 404 on the field. */
async function assertSection(tx: Db, sectionId: string): Promise<void> {
  const [section] = await tx
    .select({ id: faqSections.id })
    .from(faqSections)
    .where(eq(faqSections.id, sectionId))
    .for('share');
  if (!section) throw new AppError(404, [{ msg: CONTENT_MESSAGES.sectionNotFound, param: 'sectionId' }]);
}

async function assertSlugFree(tx: Db, slug: string, exceptId: string | null): Promise<void> {
  const [taken] = await tx
    .select({ id: faqQuestions.id })
    .from(faqQuestions)
    .where(
      exceptId
        ? and(eq(faqQuestions.slug, slug), ne(faqQuestions.id, exceptId))
        : eq(faqQuestions.slug, slug),
    );
  if (taken) throw conflict(CONTENT_MESSAGES.slugTaken, 'slug');
}

/**
 * Creates a question, or edits (and may move to another section, or re-address) the one `id` names. The slug is
 * unique across the FAQ: taken → 409 «Такой адрес уже занят».
 */
export async function saveFaqQuestion(
  deps: ContentDeps,
  admin: UserRow,
  input: TFaqQuestionSave,
): Promise<TFaqQuestion> {
  assertAdmin(admin);
  try {
    return await inTransaction(deps.db, deps.bus, async (tx) => {
      const before = input.id ? await lockQuestion(tx, input.id) : null;
      const next = auditedQuestion(input);
      if (before && isDeepStrictEqual(auditedQuestion(before), next)) return presentQuestion(before);
      await assertSection(tx, next.sectionId);
      await assertSlugFree(tx, next.slug, before?.id ?? null);
      const values = { ...next, updatedAt: new Date() };
      const [row] = before
        ? await tx.update(faqQuestions).set(values).where(eq(faqQuestions.id, before.id)).returning()
        : await tx.insert(faqQuestions).values(values).returning();
      if (!row) throw new Error('faq question not saved');
      await writeAudit(tx, {
        adminId: admin.id,
        action: before ? 'faqQuestionEdit' : 'faqQuestionCreate',
        comment: `/questions/${row.slug}`,
        before: before ? auditedQuestion(before) : null,
        after: auditedQuestion(row),
      });
      return presentQuestion(row);
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) !== null) throw conflict(CONTENT_MESSAGES.slugTaken, 'slug');
    throw error;
  }
}

export async function deleteFaqQuestion(deps: ContentDeps, admin: UserRow, id: string): Promise<void> {
  assertAdmin(admin);
  await inTransaction(deps.db, deps.bus, async (tx) => {
    const before = await lockQuestion(tx, id);
    await tx.delete(faqQuestions).where(eq(faqQuestions.id, id));
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'faqQuestionDelete',
      comment: `/questions/${before.slug}`,
      before: auditedQuestion(before),
    });
  });
}
