import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONTENT_MESSAGES, type TFaqSection, type TLandingTexts } from '@fura/domain/content';
import { adminAudit, faqQuestions } from '../src/db/schema';
import { DEFAULT_LANDING_TEXTS } from '../src/modules/content/default-landing';
import { DEFAULT_APP_LINKS } from '../src/modules/page/default-settings';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 13, the console's FAQ and landing editors: /api/admin/content/faq/* and landing/*. Its own database: the
 * landing texts and store links are site-wide. Access is checked for every content route in
 * admin-content-pages.test.ts.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;

beforeAll(async () => {
  t = await startTestApp({ ownDatabase: true });
  admin = await createUser(t.deps.db, { type: 'admin' });
});
afterAll(() => t.close());

function post(url: string, payload: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/content/${url}`,
    headers: bearer(admin.token),
    payload,
  });
}
const get = (url: string) => t.app.inject({ method: 'GET', url });

async function audits(action: string) {
  return t.deps.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.adminId, admin.user.id), eq(adminAudit.action, action)));
}

async function createSection(title: string, audience = 'cargo', position = 10): Promise<TFaqSection> {
  const res = await post('faq/section/save', { title, audience, position });
  expect(res.statusCode).toBe(200);
  return res.json<{ section: TFaqSection }>().section;
}

const question = (sectionId: string, slug: string, position = 0) => ({
  sectionId,
  slug,
  question: 'Как оформить возврат?',
  answer: 'Напишите в **поддержку**.',
  position,
});

describe('FAQ sections and questions', () => {
  it('creates and edits a section (audited); the public FAQ follows at once; unknown id → 404', async () => {
    const section = await createSection('Оплата');
    expect(section).toMatchObject({ title: 'Оплата', audience: 'cargo', position: 10, questions: [] });
    const edited = await post('faq/section/save', {
      id: section.id,
      title: 'Оплата',
      audience: 'all',
      position: 3,
    });
    expect(edited.json().section).toMatchObject({ id: section.id, audience: 'all', position: 3 });
    const forCarrier = (await get('/api/content/faq?audience=carrier')).json<{ sections: TFaqSection[] }>();
    expect(forCarrier.sections.map((item) => item.id)).toContain(section.id);
    const [edit] = (await audits('faqSectionEdit')).filter((row) => row.comment === 'Оплата');
    expect(edit).toMatchObject({
      before: { title: 'Оплата', audience: 'cargo', position: 10 },
      after: { title: 'Оплата', audience: 'all', position: 3 },
    });
    expect((await audits('faqSectionCreate')).map((row) => row.comment)).toContain('Оплата');

    const missing = await post('faq/section/save', {
      id: randomUUID(),
      title: 'Нет',
      audience: 'all',
      position: 0,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].msg).toBe(CONTENT_MESSAGES.sectionNotFound);
  });

  it('creates, edits and moves a question; a taken slug → 409; an unknown section or question → 404', async () => {
    const first = await createSection('Возвраты');
    const second = await createSection('Споры', 'carrier', 11);
    const created = await post('faq/question/save', question(first.id, 'vozvrat'));
    expect(created.statusCode).toBe(200);
    const id = created.json().question.id as string;
    expect((await get('/api/content/faq/vozvrat')).json().section.id).toBe(first.id);

    const moved = await post('faq/question/save', { ...question(second.id, 'vozvrat-deneg', 2), id });
    expect(moved.json().question).toMatchObject({ id, slug: 'vozvrat-deneg', position: 2 });
    expect((await get('/api/content/faq/vozvrat')).statusCode).toBe(404);
    expect((await get('/api/content/faq/vozvrat-deneg')).json().section.id).toBe(second.id);
    const [edit] = (await audits('faqQuestionEdit')).filter(
      (row) => row.comment === '/questions/vozvrat-deneg',
    );
    expect(edit?.before).toMatchObject({ slug: 'vozvrat', sectionId: first.id });
    expect(edit?.after).toMatchObject({ slug: 'vozvrat-deneg', sectionId: second.id });

    for (const body of [question(first.id, 'avtoplatezh'), { ...question(first.id, 'avtoplatezh'), id }]) {
      const taken = await post('faq/question/save', body);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors).toEqual([{ msg: CONTENT_MESSAGES.slugTaken, param: 'slug' }]);
    }
    const noSection = await post('faq/question/save', question(randomUUID(), 'sirota'));
    expect(noSection.statusCode).toBe(404);
    expect(noSection.json().errors).toEqual([{ msg: CONTENT_MESSAGES.sectionNotFound, param: 'sectionId' }]);
    const noQuestion = await post('faq/question/save', {
      ...question(first.id, 'prizrak'),
      id: randomUUID(),
    });
    expect(noQuestion.statusCode).toBe(404);
    expect(noQuestion.json().errors[0].msg).toBe(CONTENT_MESSAGES.questionNotFound);
    expect((await get('/api/content/faq/avtoplatezh')).json().section.title).toBe('Перевозчикам');
  });

  it('deletes a question, and a section with its questions (audited); unknown ids → 404', async () => {
    const section = await createSection('Временный');
    await post('faq/question/save', question(section.id, 'vremennyi-1'));
    const kept = await post('faq/question/save', question(section.id, 'vremennyi-2', 1));
    const removed = await post('faq/question/delete', { id: kept.json().question.id });
    expect(removed.json()).toEqual({ error: false });
    expect((await get('/api/content/faq/vremennyi-2')).statusCode).toBe(404);

    expect((await post('faq/section/delete', { id: section.id })).statusCode).toBe(200);
    expect((await get('/api/content/faq/vremennyi-1')).statusCode).toBe(404);
    const rows = await t.deps.db.select().from(faqQuestions).where(eq(faqQuestions.sectionId, section.id));
    expect(rows).toEqual([]);
    const [audit] = (await audits('faqSectionDelete')).filter((row) => row.comment === 'Временный');
    expect(audit?.before).toMatchObject({ questions: [{ slug: 'vremennyi-1' }] });
    expect((await audits('faqQuestionDelete')).map((row) => row.comment)).toContain('/questions/vremennyi-2');

    for (const url of ['faq/section/delete', 'faq/question/delete']) {
      expect((await post(url, { id: section.id })).statusCode).toBe(404);
      const bad = await post(url, { id: 'не-id' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toContainEqual({ msg: 'Не указан элемент', param: 'id' });
    }
  });

  it('bad input → 400 with Russian messages; nothing saved', async () => {
    const section = await createSection('Проверка ввода');
    const cases: [object, string, string][] = [
      [{ title: '', audience: 'all', position: 0 }, 'title', 'Заполните название раздела'],
      [{ title: 'Раздел', audience: 'admins', position: 0 }, 'audience', 'Выберите, для кого раздел'],
    ];
    for (const [body, param, msg] of cases) {
      const res = await post('faq/section/save', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ msg, param });
    }
    const badQuestions: [object, string, string][] = [
      [
        { ...question(section.id, 'Вопрос') },
        'slug',
        'Адрес: латинские буквы в нижнем регистре, цифры и дефис',
      ],
      [{ ...question(section.id, 'pustoi'), answer: ' ' }, 'answer', 'Заполните ответ'],
      [{ ...question('x', 'pustoi') }, 'sectionId', 'Выберите раздел'],
    ];
    for (const [body, param, msg] of badQuestions) {
      const res = await post('faq/question/save', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ msg, param });
    }
    expect((await get('/api/content/faq/pustoi')).statusCode).toBe(404);
  });
});

describe('landing texts and store links', () => {
  it('answers the seeded texts and empty store links', async () => {
    const res = await post('landing/get');
    expect(res.json()).toEqual({ landing: DEFAULT_LANDING_TEXTS, apps: DEFAULT_APP_LINKS });
    expect((await get('/api/content/landing')).json()).toEqual(DEFAULT_LANDING_TEXTS);
  });

  it('saves either part; the public answers follow at once; only the changed part is audited', async () => {
    const landing: TLandingTexts = {
      ...DEFAULT_LANDING_TEXTS,
      main: { title: 'Новая биржа', lead: 'Новый подзаголовок' },
    };
    const saved = await post('landing/save', { landing });
    expect(saved.json()).toEqual({ landing, apps: DEFAULT_APP_LINKS });
    expect((await get('/api/content/landing')).json().main.title).toBe('Новая биржа');

    const apps = { appStore: 'https://apps.apple.com/app/id1', googlePlay: '' };
    expect((await post('landing/save', { apps })).json()).toEqual({ landing, apps });
    const settings = await t.app.inject({ method: 'POST', url: '/api/page/getSettings' });
    expect(settings.json().apps).toEqual(apps);

    const rows = await audits('landingEdit');
    expect(rows.map((row) => Object.keys(row.after ?? {}))).toEqual(
      expect.arrayContaining([['landing'], ['apps']]),
    );
    const appsRow = rows.find((row) => row.after && 'apps' in row.after);
    expect(appsRow?.before).toEqual({ apps: DEFAULT_APP_LINKS });
    const count = rows.length;
    await post('landing/save', { landing, apps });
    expect((await audits('landingEdit')).length).toBe(count);
  });

  it('bad input → 400 with Russian messages; what was saved stays', async () => {
    const before = (await post('landing/get')).json();
    const badLink = await post('landing/save', {
      apps: { appStore: 'http://apps.apple.com', googlePlay: '' },
    });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().errors).toContainEqual({
      msg: 'Ссылка должна начинаться с https://',
      param: 'apps.appStore',
    });
    const emptyTitle = await post('landing/save', {
      landing: { ...DEFAULT_LANDING_TEXTS, cargo: { ...DEFAULT_LANDING_TEXTS.cargo, title: ' ' } },
    });
    expect(emptyTitle.statusCode).toBe(400);
    expect(emptyTitle.json().errors).toContainEqual({
      msg: 'Заполните заголовок',
      param: 'landing.cargo.title',
    });
    expect((await post('landing/get')).json()).toEqual(before);
  });
});
