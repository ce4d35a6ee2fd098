import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { CONTENT_MESSAGES, ZFaqQuestionResponse, ZFaqResponse, type TFaqSection } from '@fura/domain/content';
import { faqQuestions, faqSections } from '../src/db/schema';
import { bearer, createUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/** Issue 13: GET /api/content/faq and /api/content/faq/:slug — the FAQ by audience, for guests and everyone. */
let t: Awaited<ReturnType<typeof startTestApp>>;
const made: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  if (made.length) await t.deps.db.delete(faqSections).where(inArray(faqSections.id, made));
  await t.close();
});

async function getFaq(query = '', token: string | null = null) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/content/faq${query}`,
    headers: token ? bearer(token) : {},
  });
  return res;
}

async function sections(query = ''): Promise<TFaqSection[]> {
  const res = await getFaq(query);
  expect(res.statusCode).toBe(200);
  return ZFaqResponse.parse(res.json()).sections;
}

/** A section with two questions inserted out of order (positions 5, then 1). */
async function insertSection(audience: 'cargo' | 'carrier' | 'all', position: number, tag: string) {
  const [section] = await t.deps.db
    .insert(faqSections)
    .values({ title: `Раздел ${tag}`, audience, position })
    .returning();
  if (!section) throw new Error('no section');
  made.push(section.id);
  await t.deps.db.insert(faqQuestions).values([
    { sectionId: section.id, slug: `${tag}-later`, question: 'Второй?', answer: 'Ответ', position: 5 },
    { sectionId: section.id, slug: `${tag}-first`, question: 'Первый?', answer: 'Ответ', position: 1 },
  ]);
  return section;
}

describe('GET /api/content/faq', () => {
  it('a guest gets every seeded section with its questions, sections and questions in order', async () => {
    const all = await sections();
    expect(new Set(all.map((section) => section.audience))).toEqual(new Set(['cargo', 'carrier', 'all']));
    expect(all.flatMap((section) => section.questions).length).toBeGreaterThanOrEqual(12);
    const positions = all.map((section) => section.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const section of all) {
      const order = section.questions.map((question) => question.position);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('?audience=cargo gives the cargo sections and those for everyone; carrier likewise; both ordered', async () => {
    const cargo = await insertSection('cargo', 900, 'faq-test-cargo');
    const carrier = await insertSection('carrier', 901, 'faq-test-carrier');
    const everyone = await insertSection('all', 899, 'faq-test-all');

    const forCargo = await sections('?audience=cargo');
    expect(new Set(forCargo.map((section) => section.audience))).toEqual(new Set(['cargo', 'all']));
    const ids = forCargo.map((section) => section.id);
    expect(ids).toContain(cargo.id);
    expect(ids).not.toContain(carrier.id);
    expect(ids.indexOf(everyone.id)).toBe(ids.indexOf(cargo.id) - 1);
    expect(forCargo.find((section) => section.id === cargo.id)?.questions.map((q) => q.slug)).toEqual([
      'faq-test-cargo-first',
      'faq-test-cargo-later',
    ]);

    const forCarrier = await sections('?audience=carrier');
    expect(new Set(forCarrier.map((section) => section.audience))).toEqual(new Set(['carrier', 'all']));
    expect(forCarrier.map((section) => section.id)).toContain(carrier.id);
    expect(forCarrier.map((section) => section.id)).not.toContain(cargo.id);
  });

  it('a logged-in user gets the same answer as a guest', async () => {
    const user = await createUser(t.deps.db, { type: 'carrier' });
    const guest = await getFaq('?audience=carrier');
    const logged = await getFaq('?audience=carrier', user.token);
    expect(logged.json()).toEqual(guest.json());
  });

  it('a bad audience → 400 with a Russian message on the field', async () => {
    for (const query of [
      '?audience=all',
      '?audience=admin',
      '?audience=',
      '?audience=cargo&audience=carrier',
    ]) {
      const res = await getFaq(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors).toContainEqual({ msg: CONTENT_MESSAGES.audience, param: 'audience' });
    }
  });
});

describe('GET /api/content/faq/:slug', () => {
  it('answers a seeded question with its section', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/faq/avtoplatezh' });
    expect(res.statusCode).toBe(200);
    const body = ZFaqQuestionResponse.parse(res.json());
    expect(body.question.slug).toBe('avtoplatezh');
    expect(body.question.answer).toContain('(/autopay)');
    expect(body.section).toMatchObject({ audience: 'carrier', title: 'Перевозчикам' });
    expect(Object.keys(res.json<{ section: object }>().section).sort()).toEqual(['audience', 'id', 'title']);
  });

  it('an unknown or malformed slug → 404 «Вопрос не найден»', async () => {
    for (const slug of ['no-such-question', 'Avtoplatezh', 'a%00', '%D0%B2%D0%BE%D0%BF%D1%80%D0%BE%D1%81']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/content/faq/${slug}` });
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({ error: true, errors: [{ msg: CONTENT_MESSAGES.questionNotFound }] });
    }
  });

  it('a deleted question is gone at once', async () => {
    await insertSection('all', 950, 'faq-test-gone');
    const url = '/api/content/faq/faq-test-gone-first';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await t.deps.db.delete(faqQuestions).where(eq(faqQuestions.slug, 'faq-test-gone-first'));
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
