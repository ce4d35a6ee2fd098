import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { zipEntryNames } from './zip-entries';

/** The contract template in storage (`docs/<uuid>.<ext>`) and its public download link. */
export const CONTRACT_FOLDER = 'docs';
export const CONTRACT_LINK_PREFIX = '/api/page/contract/';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const CONTRACT_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|docx)$/;

export const CONTRACT_FORMATS = {
  pdf: { mime: 'application/pdf', downloadName: 'Шаблон договора.pdf', asciiName: 'dogovor.pdf' },
  docx: { mime: DOCX_MIME, downloadName: 'Шаблон договора.docx', asciiName: 'dogovor.docx' },
} as const;
export type ContractFormat = keyof typeof CONTRACT_FORMATS;

/**
 * The template's format by its bytes, never by its name or the browser's type: a PDF, or a Word document (a ZIP
 * holding `word/document.xml`; a macro-enabled .docm is detected as such and refused). Anything else is null.
 */
export async function detectContractFormat(data: Buffer): Promise<ContractFormat | null> {
  const detected = await fileTypeFromBuffer(data);
  if (detected?.mime === 'application/pdf') return 'pdf';
  if (detected?.mime === DOCX_MIME || detected?.mime === 'application/zip') {
    return zipEntryNames(data)?.includes('word/document.xml') ? 'docx' : null;
  }
  return null;
}

/** A fresh file name for an upload: a new link per version, so that a download may be cached for good. */
export function newContractName(format: ContractFormat): string {
  return `${randomUUID()}.${format}`;
}

export function contractLink(name: string): string {
  return `${CONTRACT_LINK_PREFIX}${name}`;
}

/** The stored file a download name stands for, or null for a name we never give out. */
export function contractFileOf(name: string): { key: string; format: ContractFormat } | null {
  const match = CONTRACT_NAME.exec(name);
  if (!match) return null;
  return { key: `${CONTRACT_FOLDER}/${name}`, format: match[1] === 'pdf' ? 'pdf' : 'docx' };
}

/** The storage key of a template link of ours (`site.dogovor`), or null for any other link. */
export function contractKeyOf(link: string): string | null {
  if (!link.startsWith(CONTRACT_LINK_PREFIX)) return null;
  return contractFileOf(link.slice(CONTRACT_LINK_PREFIX.length))?.key ?? null;
}

/** `attachment` with an ASCII name for old clients and the Russian one (RFC 6266 / 5987) for the rest. */
export function contractDisposition(format: ContractFormat): string {
  const { asciiName, downloadName } = CONTRACT_FORMATS[format];
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`;
}
