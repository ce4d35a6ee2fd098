import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/connect';
import { createArticle, postArticleJson } from './articles';
import { insertRequest } from './deals';
import { postDeal } from './deal-terms';
import type { CreatedUser } from './factories';
import type { Seed } from './fuzz-seeds';

type Key = { articleId: string; executorId: string };

/**
 * Seeds of the deal's calls (issue 29): the terms, their change and the carrier's answer, the «договор-заявка». Each
 * points at a real deal of the two, made as people make it — the carrier's request, the owner's choice through the
 * API, «В пути» through the API — one deal per kind of call, so that a change seed raising the terms' version leaves
 * the contract's seed valid. The confirm and decline seeds answer a real change awaiting the carrier (the first
 * request decides it; later ones learn it is decided); the contract is signed by the carrier, so its hash verifies.
 */
export async function dealSeeds(
  app: FastifyInstance,
  db: Db,
  { cargo, carrier }: { cargo: CreatedUser; carrier: CreatedUser },
): Promise<Record<string, Seed>> {
  const chosen = () => chooseCarrier(app, db, cargo, carrier);
  const terms = await chosen();
  const confirmed = await awaitingChange(app, cargo, await onTheWay(app, cargo, await chosen()));
  const declined = await awaitingChange(app, cargo, await onTheWay(app, cargo, await chosen()));
  const contract = await chosen();
  const read = await postDeal(app, 'contract/get', cargo.token, contract);
  expectOk(read, 'contract/get');
  const { hash, termsVersion } = read.json<{ hash: string; termsVersion: number }>();
  // The carrier has signed: the hash verifies, and the owner's signature is the last one.
  const signed = await postDeal(app, 'contract/sign', carrier.token, { ...contract, termsVersion, hash });
  expectOk(signed, 'contract/sign');

  // Each change differs from the last: the same terms again are refused as «Условия не изменились».
  let changes = 0;
  const newTerms = () => {
    changes += 1;
    return { consigneeName: 'ООО «Приёмка»', paymentTerms: `Оплата через ${changes} банковских дней` };
  };
  return {
    'POST /api/deal/get': { as: 'cargo', body: () => terms },
    'POST /api/deal/list': { as: 'carrier', body: () => ({ articleId: terms.articleId }) },
    'POST /api/deal/change': {
      as: 'cargo',
      body: () => ({ ...terms, terms: newTerms(), socketId: null }),
    },
    'POST /api/deal/change/confirm': { as: 'carrier', body: () => ({ changeId: confirmed, socketId: null }) },
    'POST /api/deal/change/decline': { as: 'carrier', body: () => ({ changeId: declined, socketId: null }) },
    'POST /api/deal/contract/get': { as: 'cargo', body: () => contract },
    'POST /api/deal/contract/sign': {
      as: 'cargo',
      body: () => ({ ...contract, termsVersion, hash, socketId: null }),
    },
    'POST /api/deal/contract/verify': { as: 'guest', body: () => ({ hash }) },
    'GET /api/deal/contract.pdf': { as: 'cargo', query: () => contract },
  };
}

/** The carrier's request on a new order of the owner, and the owner's choice of him: the deal is made. */
async function chooseCarrier(
  app: FastifyInstance,
  db: Db,
  cargo: CreatedUser,
  carrier: CreatedUser,
): Promise<Key> {
  const order = await createArticle(db, cargo.user.id);
  await insertRequest(db, order.id, carrier.user.id);
  const key = { articleId: order.id, executorId: carrier.user.id };
  expectOk(await postArticleJson(app, 'setExecutor', cargo.token, { ...key, socketId: null }), 'setExecutor');
  return key;
}

async function onTheWay(app: FastifyInstance, cargo: CreatedUser, key: Key): Promise<Key> {
  const body = { articleId: key.articleId, socketId: null };
  expectOk(await postArticleJson(app, 'onWayArticle', cargo.token, body), 'onWayArticle');
  return key;
}

/** The owner's change of a deal «В пути»: it waits for the carrier. Its id. */
async function awaitingChange(app: FastifyInstance, cargo: CreatedUser, key: Key): Promise<string> {
  const res = await postDeal(app, 'change', cargo.token, {
    ...key,
    terms: { consigneeName: 'ООО «Склад»' },
    socketId: null,
  });
  expectOk(res, 'deal/change');
  const { change } = res.json<{ change: { id: string; state: string } }>();
  if (change.state !== 'awaiting') throw new Error(`deal/change on the way: ${change.state}`);
  return change.id;
}

function expectOk(res: { statusCode: number; body: string }, what: string): void {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}
