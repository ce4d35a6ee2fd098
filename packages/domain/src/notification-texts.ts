import { ARTICLE_STATUS_LABELS, isArticleStatus } from './articles';
import { TARIFF_REMINDER_DAYS } from './constants';
import type { NotificationPayload } from './events';
import { NOTIFICATION_CODE_LABELS, type NotificationCode } from './notifications';
import { CONFIRM_ANSWER_HOURS } from './listing-freshness';
import { daysRu } from './plural';
import { tariffLabel } from './tariff-badge';

/**
 * The Russian text and the link of every notification code (SPEC §2 "Notification links", §4 codes), built from its
 * `info`. One source for the bell, the notification centre and the e-mails.
 */

type Info = Record<string, unknown>;

function str(info: Info, key: string): string | null {
  const value = info[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function num(info: Info, key: string): number | null {
  const value = info[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * « Москва → Тула» with its leading space: the route of the listing the notification is about, as it was when the
 * notification was created (server: createNotification stores `routeFrom`/`routeTo`); nothing when unknown.
 */
function route(info: Info): string {
  const from = str(info, 'routeFrom');
  const to = str(info, 'routeTo');
  return from && to ? ` ${from} → ${to}` : '';
}

/** «ваш заказ», genitive «заказа», dative «заказу», «Заказ» … «снят» — or the same for an offer. */
function listing(info: Info): { yours: string; of: string; to: string; name: string; removed: string } {
  return str(info, 'articleType') === 'offer'
    ? {
        yours: 'ваше предложение',
        of: 'предложения',
        to: 'предложению',
        name: 'Предложение',
        removed: 'снято',
      }
    : { yours: 'ваш заказ', of: 'заказа', to: 'заказу', name: 'Заказ', removed: 'снят' };
}

function moscowDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/**
 * « — Иван Петров»: who did it, after a dash. «от» would need the genitive («от Ивана Петрова»), which a name cannot be
 * reliably declined into.
 */
function from(name: string | null): string {
  return name ? ` — ${name}` : '';
}

function withComment(text: string, comment: string | null): string {
  return comment ? `${text}: ${comment}` : text;
}

/** « PRO» with its leading space, or nothing when the tariff is not named. */
function tariffName(info: Info): string {
  const name = tariffLabel(str(info, 'tariffName'));
  return name ? ` ${name}` : '';
}

/** «: Адрес выгрузки, Дата выгрузки» — the changed terms' labels a deal notification lists. */
function changedTerms(info: Info): string {
  const fields = str(info, 'fields');
  return fields ? `: ${fields}` : '';
}

/** «Компания ООО «Ромашка» (ИНН 7701000019)», or «Компания» when the register's name is unknown (issue 29). */
function companyNamed(info: Info, word = 'Компания'): string {
  const name = str(info, 'companyName');
  const inn = str(info, 'inn');
  return `${word}${name ? ` ${name}` : ''}${inn ? ` (ИНН ${inn})` : ''}`;
}

const TEXTS: Record<NotificationCode, (info: Info) => string> = {
  newRequest: (info) => `Новая заявка на ${listing(info).yours}${route(info)}${from(str(info, 'userFio'))}`,
  statusChange: (info) => {
    const status = info.articleStatus;
    const label = isArticleStatus(status) ? ARTICLE_STATUS_LABELS[status] : null;
    const changed = `Статус ${listing(info).of}${route(info)} изменён`;
    return label ? `${changed}: «${label}»` : changed;
  },
  executorSet: (info) =>
    `Вас выбрали исполнителем ${listing(info).of}${route(info)}${from(str(info, 'authorFIO'))}`,
  executorRemoved: (info) => `Вас сняли с исполнения ${listing(info).of}${route(info)}`,
  reviewSet: (info) => {
    const deal = route(info) ? ` по ${listing(info).to}${route(info)}` : '';
    return `Новый отзыв о вас${deal}${from(str(info, 'userFio'))}`;
  },
  newMessage: (info) => `Новое сообщение${from(str(info, 'userFio'))}`,
  newMessageByOrder: (info) =>
    `Новое сообщение по ${listing(info).to}${route(info)}${from(str(info, 'userFio'))}`,
  passportModerationOk: () => 'Паспорт проверен и подтверждён',
  passportModerationFail: (info) => withComment('Паспорт не прошёл проверку', str(info, 'commentFail')),
  requestRemoveExecutor: (info) =>
    `${str(info, 'userFio') ?? 'Исполнитель'} просит снять его с исполнения ${listing(info).of}${route(info)}`,
  offeredOrder: (info) => `${str(info, 'authorFIO') ?? 'Грузовладелец'} предлагает вам заказ${route(info)}`,
  commentBan: (info) => {
    const days = num(info, 'duration');
    const text = days ? `Профиль заблокирован на ${daysRu(days)}` : 'Профиль заблокирован';
    return withComment(text, str(info, 'commentBan'));
  },
  unban: () => 'Профиль разблокирован',
  systemNotice: (info) => str(info, 'commentNotify') ?? 'Системное уведомление',
  articleUnpublishedExpired: (info) =>
    `${listing(info).name}${route(info)} ${listing(info).removed} с публикации: дата погрузки прошла`,
  geolocationRequest: (info) =>
    `${str(info, 'authorFIO') ?? 'Грузовладелец'} просит включить геолокацию по ${listing(info).to}${route(info)}`,
  autopaySuccess: (info) => `Автоплатёж выполнен: тариф${tariffName(info)} продлён`,
  autopayError: (info) => {
    const reason = str(info, 'commentFail');
    return `Не удалось выполнить автоплатёж за тариф${tariffName(info)}${reason ? `: ${reason}` : ''}`;
  },
  tariffActivated: (info) => {
    const until = moscowDate(str(info, 'dateCancel'));
    return `Тариф${tariffName(info)} подключён${until ? ` до ${until}` : ''}`;
  },
  tariffWillCancel: (info) => {
    const until = moscowDate(str(info, 'dateCancel'));
    return `Тариф${tariffName(info)} закончится через ${daysRu(TARIFF_REMINDER_DAYS)}${until ? ` (${until})` : ''}`;
  },
  articleConfirmAsk: (info) =>
    `${listing(info).name}${route(info)} ещё ${str(info, 'articleType') === 'offer' ? 'актуально' : 'актуален'}? Подтвердите или снимите с публикации`,
  articleUnpublishedUnconfirmed: (info) =>
    `${listing(info).name}${route(info)} ${listing(info).removed} с публикации: актуальность не подтверждена за ${CONFIRM_ANSWER_HOURS} ч. Опубликовать снова можно в разделе «Мои ${str(info, 'articleType') === 'offer' ? 'предложения' : 'заказы'}»`,
  cargoDelivered: (info) =>
    `Груз доставлен${route(info) ? `:${route(info)}` : ''}${from(str(info, 'userFio'))}`,
  dealTermsChanged: (info) =>
    `Грузовладелец изменил условия сделки${route(info)}${changedTerms(info)}${from(str(info, 'userFio'))}`,
  dealChangeAwaiting: (info) =>
    `Изменение условий сделки${route(info)} ждёт вашего подтверждения${changedTerms(info)}${from(str(info, 'userFio'))}`,
  dealChangeConfirmed: (info) =>
    `Перевозчик подтвердил изменение условий сделки${route(info)}${changedTerms(info)}${from(str(info, 'userFio'))}`,
  dealChangeDeclined: (info) =>
    `Перевозчик отклонил изменение условий сделки${route(info)}${changedTerms(info)}${from(str(info, 'userFio'))}`,
  savedSearchMatch: (info) => {
    const name = str(info, 'searchName');
    const what = str(info, 'articleType') === 'offer' ? 'Новое предложение' : 'Новый заказ';
    const price = str(info, 'price');
    return `${what} по поиску${name ? ` «${name}»` : ''}:${route(info) || ' подходит под ваш поиск'}${price ? `, ${price}` : ''}`;
  },
  contractSigned: (info) =>
    `Другая сторона подписала договор-заявку по ${listing(info).to}${route(info)}${from(str(info, 'userFio'))}. Подпишите и вы`,
  contractSignedByBoth: (info) =>
    `Договор-заявка по ${listing(info).to}${route(info)} подписан сторонами${from(str(info, 'userFio'))}`,
  vehicleVerified: (info) => {
    const vehicle = str(info, 'vehicleName');
    return `Машина${vehicle ? ` «${vehicle}»` : ''} проверена: отметка «Машина проверена» видна в ваших предложениях и заявках`;
  },
  vehicleRejected: (info) => {
    const vehicle = str(info, 'vehicleName');
    return withComment(
      `Машина${vehicle ? ` «${vehicle}»` : ''} не прошла проверку`,
      str(info, 'commentFail'),
    );
  },
  dealVehicleChanged: (info) => {
    const plate = str(info, 'plate');
    const driver = str(info, 'driverName');
    const details = [plate, driver ? `водитель ${driver}` : null].filter(Boolean).join(', ');
    return `Перевозчик указал машину и водителя по ${listing(info).to}${route(info)}${details ? `: ${details}` : ''}`;
  },
  companyBlocked: (info) =>
    `${companyNamed(info)} в реестре — «${str(info, 'stateLabel') ?? 'недействующая'}»: публиковать объявления, отправлять заявки и быть исполнителем нельзя, ваши объявления сняты из поиска`,
  companyBlockedAdmin: (info) =>
    `${str(info, 'userFio') ?? 'Пользователь'}: ${companyNamed(info, 'компания')} в реестре — «${str(info, 'stateLabel') ?? 'недействующая'}»: его объявления сняты из поиска, заявки и выбор исполнителем закрыты`,
};

const DEAL_CHANGE_CODES: readonly NotificationCode[] = [
  'dealTermsChanged',
  'dealChangeAwaiting',
  'dealChangeConfirmed',
  'dealChangeDeclined',
  'contractSigned',
  'contractSignedByBoth',
  'dealVehicleChanged',
];

export function notificationText(notification: Pick<NotificationPayload, 'code' | 'info'>): string {
  return TEXTS[notification.code](notification.info);
}

/**
 * Where a notification leads (SPEC §2 "Notification links"): the listing `/{articleType}/{articleId}` (a review too:
 * its text names the deal's route, and the listing shows the deal's reviews), `/order/{articleId}` for an offered
 * order, the reviewer `/user/{author}` for a review without a listing, the message lists for messages.
 */
export function notificationLink(notification: Pick<NotificationPayload, 'code' | 'info'>): string {
  const { info, code } = notification;
  const articleId = str(info, 'articleId');
  const articleType = str(info, 'articleType');
  if (code === 'newMessage') return '/messages';
  // A system notice's own link when it is a site path (an outside address is shown as a link in the notification).
  const link = str(info, 'link');
  if (code === 'systemNotice' && link?.startsWith('/') && !link.startsWith('//')) return link;
  if (code === 'newMessageByOrder') return '/messages-by-order';
  if (code === 'offeredOrder' && articleId) return `/order/${encodeURIComponent(articleId)}`;
  // A change of the deal's terms or vehicle and the contract's signatures lead to the deal (issue 29).
  const dealExecutorId = str(info, 'executorId');
  if (DEAL_CHANGE_CODES.includes(code) && articleId && dealExecutorId) {
    return `/deal/${encodeURIComponent(articleId)}/${encodeURIComponent(dealExecutorId)}`;
  }
  const templateId = str(info, 'templateId');
  if ((code === 'vehicleVerified' || code === 'vehicleRejected') && templateId) {
    return `/edit-template-auto/${encodeURIComponent(templateId)}`;
  }
  // A blocked company: the owner's profile, where the check's result and its reason stand; an admin's user card.
  if (code === 'companyBlocked') return '/profile/info';
  const companyUser = str(info, 'userId');
  if (code === 'companyBlockedAdmin' && companyUser) return `/admin/users/${encodeURIComponent(companyUser)}`;
  if (articleId && (articleType === 'order' || articleType === 'offer')) {
    return `/${articleType}/${encodeURIComponent(articleId)}`;
  }
  const author = str(info, 'author');
  if (code === 'reviewSet' && author) return `/user/${encodeURIComponent(author)}`;
  return '/notifications';
}

/**
 * What a push message says (issue 27): the code's label and the listing's route — and a saved search's match its price
 * — never a person's name or a message's text, which a lock screen would show to anyone holding the phone.
 */
export function notificationPushText(notification: Pick<NotificationPayload, 'code' | 'info'>): string {
  const { code, info } = notification;
  const where = route(info);
  if (code === 'savedSearchMatch') {
    const what = str(info, 'articleType') === 'offer' ? 'Новое предложение' : 'Новый заказ';
    const price = str(info, 'price');
    return `${what} по сохранённому поиску:${where || ' подходит под ваш поиск'}${price ? `, ${price}` : ''}`;
  }
  return `${NOTIFICATION_CODE_LABELS[code]}${where ? `:${where}` : ''}`;
}
