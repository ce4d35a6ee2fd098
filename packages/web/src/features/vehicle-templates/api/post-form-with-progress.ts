import type { TErrorItem } from '@fura/domain/errors';
import { ApiError } from '../../../shared/api/client';

const NETWORK_ERROR = 'Нет связи с сервером. Проверьте подключение к интернету';
const FAILED = 'Не удалось выполнить запрос';

function isErrorItem(value: unknown): value is TErrorItem {
  return typeof value === 'object' && value !== null && typeof (value as { msg?: unknown }).msg === 'string';
}

function readBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POSTs a multipart form like `apiPostForm`, reporting the upload in percent: fetch cannot tell how much of a
 * request body has gone, XMLHttpRequest can. Failures become the same `ApiError` as every other call.
 */
export function postFormWithProgress<T>(
  path: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      };
    }
    request.onload = () => {
      const body = readBody(request.responseText);
      const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
        error?: unknown;
        errors?: unknown;
      };
      const ok = request.status >= 200 && request.status < 300 && body !== null;
      if (ok && envelope.error !== true) {
        resolve(body as T);
        return;
      }
      const errors = Array.isArray(envelope.errors) ? envelope.errors.filter(isErrorItem) : [];
      reject(new ApiError(request.status, errors.length ? errors : [{ msg: FAILED }]));
    };
    request.onerror = () => reject(new ApiError(0, [{ msg: NETWORK_ERROR }]));
    request.send(form);
  });
}
