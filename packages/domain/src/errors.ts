import { z } from 'zod';

/** The error envelope of DESIGN §4. */
export const ZErrorItem = z.object({
  msg: z.string(),
  param: z.string().optional(),
  /** The id of the existing thing a 409 names (a duplicate listing: issue 26), so a client can offer to open it. */
  id: z.string().optional(),
});
export type TErrorItem = z.infer<typeof ZErrorItem>;

export const ZErrorResponse = z.object({ error: z.literal(true), errors: z.array(ZErrorItem) });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZOk = z.object({ error: z.literal(false) });
export type TOk = z.infer<typeof ZOk>;

/** Generic Russian messages used by the server's error handler. */
export const ERROR_MESSAGES = {
  badJson: 'Некорректный запрос: тело не является корректным JSON',
  badRequest: 'Некорректный запрос',
  unauthorized: 'Необходимо войти в систему',
  forbidden: 'Недостаточно прав',
  banned: 'Ваш профиль заблокирован',
  notFound: 'Не найдено',
  routeNotFound: 'Такого адреса нет на сервере',
  tooLarge: 'Слишком большой запрос',
  fileTooLarge: 'Файл слишком большой',
  unsupportedMedia: 'Неподдерживаемый тип файла',
  tooManyRequests: 'Слишком много попыток. Повторите позже',
  internal: 'Внутренняя ошибка сервера. Попробуйте позже',
} as const;

/** Converts zod issues to the envelope's items (`param` is the dotted path), one item per distinct message and field. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): TErrorItem[] {
  const seen = new Set<string>();
  const items: TErrorItem[] = [];
  for (const issue of issues) {
    const param = issue.path.map(String).join('.');
    const key = `${param}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(param ? { msg: issue.message, param } : { msg: issue.message });
  }
  return items;
}
