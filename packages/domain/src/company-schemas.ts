import { z } from 'zod';
import { COMPANY_STATE_LABELS, COMPANY_STATES, companyBlocksDeals, type CompanyState } from './company-check';
import { innError, normalizeInn } from './company-inn';
import { LEGAL_FORM_LABELS, LEGAL_FORMS } from './legal-forms';
import { calendarDateRu } from './calendar-date';
import { ZSocketId } from './socket-id';

/**
 * The profile's «Компания» calls (issue 29): the user states his legal form and INN, the server checks an ООО or an
 * ИП in the state register at once and every week after; the answers (his own company, with everything the register
 * said) and the messages.
 */

export const COMPANY_MESSAGES = {
  legalForm: 'Выберите форму: ООО, ИП, самозанятый или физлицо',
  innRequired: 'Введите ИНН',
  wrongRole: 'Компанию указывают грузовладельцы и перевозчики',
  blockedKeep:
    'Компания в реестре недействующая: заменить её можно только действующей компанией, которую подтвердит реестр',
  saved: 'Компания сохранена',
  cleared: 'Компания удалена из профиля',
} as const;

/**
 * Where the check stands: `pending` (not asked yet), `checked` (the register answered), `notFound` (the register has
 * no such INN), `unavailable` (no DaData token or the service failed: shown «не проверена»), `notRequired`
 * (самозанятый, физлицо: not in the register of companies).
 */
export const COMPANY_CHECK_STATUSES = [
  'pending',
  'checked',
  'notFound',
  'unavailable',
  'notRequired',
] as const;
export type CompanyCheckStatus = (typeof COMPANY_CHECK_STATUSES)[number];

/** POST /api/user/company/save: the INN is validated with the tax service's check digits for the form's length. */
export const ZCompanySaveRequest = z
  .object({
    legalForm: z.enum(LEGAL_FORMS, { error: COMPANY_MESSAGES.legalForm }),
    inn: z.string({ error: COMPANY_MESSAGES.innRequired }).max(40, COMPANY_MESSAGES.innRequired),
    socketId: ZSocketId,
  })
  .superRefine((value, context) => {
    const inn = normalizeInn(value.inn);
    const message = inn === '' ? COMPANY_MESSAGES.innRequired : innError(value.legalForm, inn);
    if (message) context.addIssue({ code: 'custom', message, path: ['inn'] });
  });
export type TCompanySaveRequest = z.infer<typeof ZCompanySaveRequest>;

/** POST /api/user/company/delete: the company leaves the profile. */
export const ZCompanyDeleteRequest = z.object({ socketId: ZSocketId });

/** The owner's own company, as GET /api/user and the calls answer it: everything the register said. */
export const ZOwnCompany = z.object({
  legalForm: z.enum(LEGAL_FORMS),
  inn: z.string(),
  name: z.string().nullable(),
  ogrn: z.string().nullable(),
  kpp: z.string().nullable(),
  address: z.string().nullable(),
  state: z.enum(COMPANY_STATES).nullable(),
  /** «действующая», «ликвидирована», … or null before the register answered. */
  stateLabel: z.string().nullable(),
  /** YYYY-MM-DD, the register's registration date. */
  registeredAt: z.string().nullable(),
  checkStatus: z.enum(COMPANY_CHECK_STATUSES),
  checkedAt: z.string().nullable(),
  /** The state bars deals: publishing, requests, being chosen. */
  blocked: z.boolean(),
});
export type TOwnCompany = z.infer<typeof ZOwnCompany>;

/** The author is told why he cannot choose a requester whose company the register bars (issue 29). */
export function executorCompanyBlockedMessage(state: CompanyState): string {
  return `Компания этого пользователя в реестре — «${COMPANY_STATE_LABELS[state]}»: выбрать его исполнителем нельзя`;
}

/** An author whose company the register bars cannot choose executors: a choice makes a deal. */
export function authorCompanyBlockedMessage(state: CompanyState): string {
  return `Компания в реестре — «${COMPANY_STATE_LABELS[state]}»: выбирать исполнителей нельзя`;
}

export const ZCompanyResponse = z.object({ error: z.literal(false), company: ZOwnCompany.nullable() });
export type TCompanyResponse = z.infer<typeof ZCompanyResponse>;

/** What the profile says of the owner's company's check, and how it looks. */
export interface CompanyCheckSummary {
  tone: 'good' | 'neutral' | 'warning' | 'danger';
  title: string;
  text: string;
}

/**
 * The check's result in words: «Проверена: ООО «Ромашка», ОГРН …, действующая, зарегистрирована 12.03.2019», «Не
 * проверена — сервис проверки недоступен», «Не найдена в реестре», a blocking state with what it bars.
 */
export function companyCheckSummary(company: TOwnCompany): CompanyCheckSummary {
  const form = LEGAL_FORM_LABELS[company.legalForm];
  switch (company.checkStatus) {
    case 'notRequired':
      return {
        tone: 'neutral',
        title: `${form}, ИНН ${company.inn}`,
        text: 'Самозанятых и физических лиц реестр компаний не проверяет',
      };
    case 'notFound':
      return {
        tone: 'warning',
        title: 'Не найдена в реестре',
        text: `Организации или ИП с ИНН ${company.inn} в государственном реестре нет. Проверьте номер`,
      };
    case 'pending':
      return {
        tone: 'warning',
        title: 'Ещё не проверена',
        text: 'Проверим в реестре автоматически в ближайшее время. Пока другие пользователи видят «Компания не проверена»',
      };
    case 'unavailable':
      return {
        tone: 'warning',
        title: 'Не проверена — сервис проверки недоступен',
        text: 'Проверим автоматически позже. Пока другие пользователи видят «Компания не проверена»',
      };
    case 'checked': {
      const parts = [
        company.name ?? form,
        company.ogrn ? `${company.legalForm === 'ip' ? 'ОГРНИП' : 'ОГРН'} ${company.ogrn}` : null,
        company.stateLabel,
        company.registeredAt ? `зарегистрирована ${calendarDateRu(company.registeredAt)}` : null,
      ].filter((part): part is string => Boolean(part));
      const summary = `Проверена: ${parts.join(', ')}`;
      if (company.state && companyBlocksDeals(company.state)) {
        return {
          tone: 'danger',
          title: summary,
          text: `Компания в реестре — «${COMPANY_STATE_LABELS[company.state]}»: публиковать объявления, отправлять заявки и быть исполнителем нельзя, ваши объявления не показываются в поиске`,
        };
      }
      return { tone: 'good', title: summary, text: 'Другие пользователи видят «Компания проверена»' };
    }
  }
}
