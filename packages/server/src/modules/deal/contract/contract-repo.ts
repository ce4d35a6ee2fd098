import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { isUuid } from '../../../db/ids';
import {
  articles,
  deals,
  dealSignatures,
  userCompanies,
  users,
  vehicleTemplates,
  type ArticleRow,
  type DealRow,
  type DealSignatureRow,
  type UserCompanyRow,
} from '../../../db/schema';

/** A party of the deal as its contract names him: the user and his stated company, when he stated one. */
export interface ContractPartyRow {
  id: string;
  firstName: string;
  lastName: string;
  contractId: number | null;
  companyBlocked: boolean;
  company: UserCompanyRow | null;
}

export interface ContractVehicleRow {
  vehicleType: string;
  bodyType: string;
  make: string;
  model: string;
  capacityTons: number;
}

/** Everything the contract is made of, read in one place. */
export interface ContractSource {
  deal: DealRow;
  article: ArticleRow;
  cargoOwner: ContractPartyRow;
  carrier: ContractPartyRow;
  /** The deal's vehicle template (the carrier's), when the deal names one. */
  template: ContractVehicleRow | null;
}

/**
 * The deal of a listing and executor with its listing, parties and vehicle; null when there is no such deal. `lock`
 * holds the deal row (FOR UPDATE) until the transaction ends: signatures of one deal are recorded one at a time, so the
 * second signer always sees the first.
 */
export async function loadContractSource(
  db: Db,
  articleId: string,
  executorId: string,
  options: { lock?: boolean } = {},
): Promise<ContractSource | null> {
  if (!isUuid(articleId) || !isUuid(executorId)) return null;
  const where = and(eq(deals.articleId, articleId), eq(deals.executorId, executorId));
  const [deal] = options.lock
    ? await db.select().from(deals).where(where).for('update')
    : await db.select().from(deals).where(where);
  if (!deal) return null;
  const [article] = await db.select().from(articles).where(eq(articles.id, articleId));
  if (!article) return null;
  const partyIds = [deal.cargoOwnerId, deal.carrierId];
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      contractId: users.contractId,
      companyBlocked: users.companyBlocked,
    })
    .from(users)
    .where(inArray(users.id, partyIds));
  const companies = await db.select().from(userCompanies).where(inArray(userCompanies.userId, partyIds));
  const partyOf = (id: string): ContractPartyRow => {
    const person = people.find((row) => row.id === id);
    if (!person) throw new Error(`deal party ${id} not found`);
    return { ...person, company: companies.find((row) => row.userId === id) ?? null };
  };
  const [template] = deal.vehicleTemplateId
    ? await db
        .select({
          vehicleType: vehicleTemplates.vehicleType,
          bodyType: vehicleTemplates.bodyType,
          make: vehicleTemplates.make,
          model: vehicleTemplates.model,
          capacityTons: vehicleTemplates.capacityTons,
        })
        .from(vehicleTemplates)
        .where(eq(vehicleTemplates.id, deal.vehicleTemplateId))
    : [];
  return {
    deal,
    article,
    cargoOwner: partyOf(deal.cargoOwnerId),
    carrier: partyOf(deal.carrierId),
    template: template ?? null,
  };
}

/** The signatures of one version of a deal's terms (each party at most one: the table's key). */
export function listSignatures(
  db: Db,
  deal: Pick<DealRow, 'articleId' | 'executorId' | 'termsVersion'>,
): Promise<DealSignatureRow[]> {
  return db
    .select()
    .from(dealSignatures)
    .where(
      and(
        eq(dealSignatures.articleId, deal.articleId),
        eq(dealSignatures.executorId, deal.executorId),
        eq(dealSignatures.termsVersion, deal.termsVersion),
      ),
    )
    .orderBy(dealSignatures.signedAt);
}

/**
 * Records the user's signature of the version. A signature of the same version for another content (a party's
 * requisites changed under it) is replaced: one signature per party and version, and the new one is of what he read.
 */
export async function saveSignature(
  tx: Db,
  values: Pick<
    DealSignatureRow,
    'articleId' | 'executorId' | 'userId' | 'termsVersion' | 'contentHash' | 'ip' | 'signedAt'
  >,
): Promise<void> {
  await tx
    .insert(dealSignatures)
    .values(values)
    .onConflictDoUpdate({
      target: [
        dealSignatures.articleId,
        dealSignatures.executorId,
        dealSignatures.userId,
        dealSignatures.termsVersion,
      ],
      set: { contentHash: values.contentHash, ip: values.ip, signedAt: values.signedAt },
    });
}

/** The signatures of a content hash (the verify call); one deal and version, as the hash covers both. */
export function findSignaturesByHash(db: Db, hash: string): Promise<DealSignatureRow[]> {
  return db
    .select()
    .from(dealSignatures)
    .where(eq(dealSignatures.contentHash, hash))
    .orderBy(dealSignatures.signedAt);
}
