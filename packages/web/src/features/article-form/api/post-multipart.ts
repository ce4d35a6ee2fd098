import type { TErrorItem } from '@fura/domain/errors';
import { ApiError } from '../../../shared/api/client';

const NETWORK_ERROR = 'Нет связи с сервером. Проверьте подключение к интернету';
const GENERIC_ERROR = 'Не удалось выполнить запрос';

/** Share of the request body sent, 0..1. */
export type UploadProgress = (fraction: number) => void;

function isErrorItem(value: unknown): value is TErrorItem {
  return typeof value === 'object' && value !== null && typeof (value as { msg?: unknown }).msg === 'string';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The answer of a finished request, or the ApiError it stands for (same rules as shared/api/client). */
export function readAnswer<T>(status: number, text: string): T {
  const body = parseJson(text);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors = Array.isArray(record.errors) ? record.errors.filter(isErrorItem) : [];
  const formMessage = typeof record.error === 'string' ? record.error : null;
  if (status < 200 || status >= 300 || record.error === true || formMessage || body === null) {
    throw new ApiError(status, errors.length ? errors : [{ msg: formMessage ?? GENERIC_ERROR }], formMessage);
  }
  return body as T;
}

/**
 * POST of a multipart form through XMLHttpRequest, which (unlike fetch) reports upload progress:
 * photos of a listing can take a while on a phone (DESIGN §8).
 */
export function postMultipart<T>(path: string, form: FormData, onProgress?: UploadProgress): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(readAnswer<T>(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(GENERIC_ERROR));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, [{ msg: NETWORK_ERROR }]));
    xhr.onabort = () => reject(new ApiError(0, [{ msg: NETWORK_ERROR }]));
    xhr.send(form);
  });
}
