import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ARTICLE_MESSAGES, type TArticleResponse } from '@fura/domain/article-schemas';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { articles } from '../src/db/schema';
import { createUser } from './helpers/factories';
import {
  articlePart,
  createArticle,
  moscowDate,
  offerInput,
  orderInput,
  postArticleForm,
} from './helpers/articles';
import type { MultipartPart } from './helpers/multipart';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Photo {
  file: string;
  thumb: string;
}

const colours = ['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff', '#ff00ff', '#888888', '#123456'];
const png = (i: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colours[i % colours.length]! } })
    .png()
    .toBuffer();

async function photoFiles(count: number, start = 0, prefix = 'cargoPhoto'): Promise<MultipartPart[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `${prefix}${i}`,
      filename: `p${start + i}.png`,
      contentType: 'image/png',
      data: await png(start + i),
    })),
  );
}

async function rowOf(id: string) {
  const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, id));
  return row!;
}

function update(token: string | null, editingId: string | null, input: unknown, files: MultipartPart[] = []) {
  return postArticleForm(t.app, 'updateArticle', token, [
    { name: 'socketId', value: 'tab' },
    ...(editingId ? [{ name: 'editingId', value: editingId }] : []),
    articlePart(input),
    ...files,
  ]);
}

describe('POST /api/article/updateArticle', () => {
  it('changes the fields of the author’s listing and ignores publish', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const draft = await createArticle(t.deps.db, user.id, { status: 1, publishedAt: null });
    const res = await update(
      token,
      draft.id,
      orderInput({
        weightKg: 20_000,
        comment: 'Новый комментарий',
        loadingDate: moscowDate(5),
        publish: true,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().article).toMatchObject({
      _id: draft.id,
      status: 1,
      weightKg: 20_000,
      comment: 'Новый комментарий',
      loadingDate: moscowDate(5),
      publishedAt: null,
    });
    const row = await rowOf(draft.id);
    expect(row).toMatchObject({ status: 1, weightKg: 20_000, publishedAt: null });
    expect(row.updatedAt.getTime()).toBeGreaterThan(draft.updatedAt.getTime());
  });

  it('keeps the listed photos in the client’s order, adds new ones, ignores unknown URLs', async () => {
    const { token } = await createUser(t.deps.db, { type: 'cargo' });
    const created = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput()),
      ...(await photoFiles(3)),
    ]);
    const article = created.json().article as { _id: string; cargoPhoto: Photo[] };
    const [p0, p1, p2] = article.cargoPhoto;

    const other = await createUser(t.deps.db, { type: 'cargo' });
    const foreign = await postArticleForm(t.app, 'createArticle', other.token, [
      articlePart(orderInput()),
      ...(await photoFiles(1, 5)),
    ]);
    const foreignPhoto = (foreign.json().article.cargoPhoto as Photo[])[0]!;

    const res = await update(
      token,
      article._id,
      orderInput({
        cargoPhoto: [
          { file: p2!.file },
          { file: `http://localhost:3000${p0!.file}` },
          { file: p2!.file },
          { file: '/files/articles/00000000-0000-4000-8000-000000000000.webp' },
          { file: 'avatars/../../etc/passwd' },
          { file: foreignPhoto.file },
        ],
      }),
      await photoFiles(1, 7),
    );
    expect(res.statusCode).toBe(200);
    const photos = res.json().article.cargoPhoto as Photo[];
    expect(photos).toHaveLength(3);
    expect(photos[0]).toEqual(p2);
    expect(photos[1]).toEqual(p0);
    expect([p0!.file, p1!.file, p2!.file, foreignPhoto.file]).not.toContain(photos[2]!.file);
    // The removed photo is left in storage (an open page may still show it).
    expect((await t.app.inject({ method: 'GET', url: p1!.file })).statusCode).toBe(200);
    const row = await rowOf(article._id);
    expect(row.cargoPhotos.map((p) => `/files/${p.key}`)).toEqual(photos.map((p) => p.file));
  });

  it('refuses more than 9 photos in all (kept + new) and changes nothing', async () => {
    const { token } = await createUser(t.deps.db, { type: 'cargo' });
    const created = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(orderInput()),
      ...(await photoFiles(5)),
    ]);
    const article = created.json().article as { _id: string; cargoPhoto: Photo[] };
    const before = await rowOf(article._id);
    const res = await update(
      token,
      article._id,
      orderInput({ comment: 'не сохранится', cargoPhoto: article.cargoPhoto.map(({ file }) => ({ file })) }),
      await photoFiles(5),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.tooManyPhotos, param: 'article.cargoPhoto' }]);
    expect(await rowOf(article._id)).toEqual(before);
  });

  it('keeps, replaces or removes the car photo of an offer', async () => {
    const { token } = await createUser(t.deps.db, { type: 'carrier' });
    const [carPhoto] = await photoFiles(1, 0, 'carPhoto');
    const created = await postArticleForm(t.app, 'createArticle', token, [
      articlePart(offerInput()),
      { ...carPhoto!, name: 'carPhoto' },
    ]);
    const article = created.json<TArticleResponse>().article;
    const car = article.car as Record<string, unknown> & { photo: Photo };

    const kept = await update(
      token,
      article._id,
      offerInput({ car: { ...car, photo: { file: car.photo.file } } }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json().article.car.photo).toEqual(car.photo);

    const [next] = await photoFiles(1, 3);
    const replaced = await update(
      token,
      article._id,
      offerInput({ car: { ...car, photo: { file: car.photo.file } } }),
      [{ ...next!, name: 'carPhoto' }],
    );
    expect(replaced.json().article.car.photo.file).not.toBe(car.photo.file);

    const removed = await update(token, article._id, offerInput({ car: { ...car, photo: null } }));
    expect(removed.json().article.car.photo).toBeNull();
  });

  it('keeps an offer editable when its template has since been deleted', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'carrier' });
    const templateId = '22222222-2222-4222-8222-222222222222';
    const offer = await createArticle(t.deps.db, user.id, {
      type: 'offer',
      car: {
        templateId,
        vehicleType: 'eurotruck',
        make: 'MAN',
        model: 'TGX',
        capacityTons: 20,
        volumeM3: 86,
        bodyType: 'tent',
        loadingTypes: ['side'],
        photo: null,
      },
    });
    const input = offerInput();
    const res = await update(token, offer.id, {
      ...input,
      car: { ...(input.car as Record<string, unknown>), templateId, make: 'MAN', bodyType: 'tent' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().article.car).toMatchObject({ templateId, make: 'MAN', bodyType: 'tent' });
  });

  it('refuses a published listing with a past loading date but lets a draft keep one', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const published = await createArticle(t.deps.db, user.id);
    const past = await update(token, published.id, orderInput({ loadingDate: moscowDate(-2) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([
      { msg: ARTICLE_MESSAGES.loadingDatePast, param: 'article.loadingDate' },
    ]);
    const draft = await createArticle(t.deps.db, user.id, { status: 1 });
    const ok = await update(token, draft.id, orderInput({ loadingDate: moscowDate(-2) }));
    expect(ok.statusCode).toBe(200);
  });

  it.each([3, 4, 5, 10])('refuses to edit a listing in status %i', async (status) => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const article = await createArticle(t.deps.db, user.id, { status });
    const res = await update(token, article.id, orderInput({ comment: 'нельзя' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ msg: 'Объявление в работе или завершено: изменить его нельзя' }]);
    expect((await rowOf(article.id)).comment).toBe('');
  });

  it.each([1, 2, 6, 7])('lets the author edit a listing in status %i', async (status) => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const article = await createArticle(t.deps.db, user.id, { status });
    const res = await update(token, article.id, orderInput({ comment: 'можно' }));
    expect(res.statusCode).toBe(200);
    expect((await rowOf(article.id)).comment).toBe('можно');
  });

  it('refuses the wrong owner: 403 for a visible listing, 404 for a draft, nothing changes', async () => {
    const owner = await createUser(t.deps.db, { type: 'cargo' });
    const intruder = await createUser(t.deps.db, { type: 'cargo' });
    const published = await createArticle(t.deps.db, owner.user.id);
    const draft = await createArticle(t.deps.db, owner.user.id, { status: 1 });
    const forbidden = await update(intruder.token, published.id, orderInput({ comment: 'взлом' }));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.notAuthor }]);
    const hidden = await update(intruder.token, draft.id, orderInput({ comment: 'взлом' }));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.notFound }]);
    expect((await rowOf(published.id)).comment).toBe('');
    expect((await rowOf(draft.id)).comment).toBe('');
  });

  it('answers 404 for unknown ids, 400 without editingId, 401 to guests, 403 to the banned', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      expect((await update(token, id, orderInput())).statusCode).toBe(404);
    }
    const noId = await update(token, null, orderInput());
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors[0].param).toBe('editingId');

    const article = await createArticle(t.deps.db, user.id);
    expect((await update(null, article.id, orderInput())).statusCode).toBe(401);
    const banned = await createUser(t.deps.db, { type: 'cargo', isBan: true });
    const own = await createArticle(t.deps.db, banned.user.id);
    const res = await update(banned.token, own.id, orderInput({ comment: 'бан' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([{ msg: ERROR_MESSAGES.banned }]);
  });

  it('validates the article like create does', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'cargo' });
    const article = await createArticle(t.deps.db, user.id);
    const res = await update(token, article.id, orderInput({ weightKg: -5 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toBe('article.weightKg');
    const json = await update(token, article.id, 'not json');
    expect(json.json().errors).toEqual([{ msg: ARTICLE_MESSAGES.articleJson, param: 'article' }]);
  });
});
