import { SITE_SETTINGS_MESSAGES as M, CONTRACT_FIELD } from '@fura/domain/admin-site';
import type { AppDeps } from '../../../app-deps';
import type { UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { badRequest } from '../../../http/errors';
import { discardStoredOnFailure } from '../../../storage/file-deletions';
import { writeAudit } from '../audit/write-audit';
import {
  CONTRACT_FOLDER,
  contractLink,
  detectContractFormat,
  newContractName,
} from '../../page/contract-file';
import { assertAdmin } from './policy';
import { dropReplacedContract, lockSettings, readAdminSettings, writeSection } from './settings-admin';

type ContractDeps = Pick<AppDeps, 'db' | 'bus' | 'log' | 'storage'>;

/**
 * A new contract template: checked by its bytes (PDF or DOCX), stored under a fresh name, linked from the settings
 * (`site.dogovor`) with an audit row in one transaction; the template it replaces is deleted a day later (a page
 * opened before may still link it). Answers the new link.
 */
export async function uploadContractTemplate(
  deps: ContractDeps,
  admin: UserRow,
  data: Buffer,
): Promise<string> {
  assertAdmin(admin);
  const format = await detectContractFormat(data);
  if (!format) throw badRequest(M.contractType, CONTRACT_FIELD);
  const name = newContractName(format);
  const link = contractLink(name);
  return discardStoredOnFailure(deps.db, async (noteStored) => {
    const key = `${CONTRACT_FOLDER}/${name}`;
    await deps.storage.put(key, data);
    noteStored([key]);
    return inTransaction(deps.db, deps.bus, async (tx) => {
      await lockSettings(tx);
      const before = (await readAdminSettings(tx, deps.log)).site;
      const after = { ...before, dogovor: link };
      await writeSection(tx, 'site', after);
      await dropReplacedContract(tx, before.dogovor, link);
      await writeAudit(tx, {
        adminId: admin.id,
        action: 'settingsEdit',
        comment: M.contractSaved,
        before: { site: before },
        after: { site: after },
      });
      return link;
    });
  });
}
