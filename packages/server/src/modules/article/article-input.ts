import {
  ARTICLE_MESSAGES,
  ZArticleInput,
  articleTypeErrors,
  type TArticleInput,
} from '@fura/domain/article-schemas';
import { ARTICLE_TYPES, type ArticleType } from '@fura/domain/articles';
import { issuesToErrors } from '@fura/domain/errors';
import { AppError, badRequest } from '../../http/errors';
import { ARTICLE_SERVER_MESSAGES } from './messages';

const ARTICLE_FIELD = 'article';

/** The `article` field as a value: JSON text is parsed, an already parsed part is taken as is. */
export function parseArticleField(raw: unknown): unknown {
  if (raw === undefined) throw badRequest(ARTICLE_SERVER_MESSAGES.articleMissing, ARTICLE_FIELD);
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest(ARTICLE_MESSAGES.articleJson, ARTICLE_FIELD);
  }
}

/**
 * The type the client says it creates (`article.type`, optional: the server derives the type from the role). A
 * carrier sending an order is refused by the policy rather than silently publishing an offer.
 */
export function declaredArticleType(value: unknown): ArticleType | null {
  if (typeof value !== 'object' || value === null || !('type' in value) || value.type === undefined)
    return null;
  const type = ARTICLE_TYPES.find((candidate) => candidate === value.type);
  if (!type) throw badRequest(ARTICLE_SERVER_MESSAGES.unknownType, `${ARTICLE_FIELD}.type`);
  return type;
}

/** Validates the listing against the schema and the rules of its type; params are `article.<path>`. */
export function validateArticleInput(value: unknown, type: ArticleType): TArticleInput {
  const parsed = ZArticleInput.safeParse(value);
  if (!parsed.success) {
    const errors = issuesToErrors(parsed.error.issues).map((item) => ({
      msg: item.msg,
      param: item.param ? `${ARTICLE_FIELD}.${item.param}` : ARTICLE_FIELD,
    }));
    throw new AppError(400, errors);
  }
  const typeErrors = articleTypeErrors(parsed.data, type);
  if (typeErrors.length > 0) {
    throw new AppError(
      400,
      typeErrors.map((item) => ({ msg: item.msg, param: `${ARTICLE_FIELD}.${item.param}` })),
    );
  }
  return parsed.data;
}
