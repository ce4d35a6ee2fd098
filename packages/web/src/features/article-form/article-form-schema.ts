import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '../../shared/forms/zod-resolver';
import {
  ARTICLE_MESSAGES,
  ZArticleInput,
  articleTypeErrors,
  type TArticleInput,
} from '@fura/domain/article-schemas';
import type { ArticleType } from '@fura/domain/articles';
import { toArticleRaw, type ArticleFormValues } from './article-form-values';

export const FORM_MESSAGES = {
  capacity: 'Укажите грузоподъёмность в тоннах',
  number: 'Введите число',
} as const;

/** Messages for a choice not made yet, by the field's path in the `article` JSON. */
const REQUIRED_MESSAGES: Readonly<Record<string, string>> = {
  from: ARTICLE_MESSAGES.from,
  to: ARTICLE_MESSAGES.to,
  loadingDate: ARTICLE_MESSAGES.loadingDate,
  paymentMethod: ARTICLE_MESSAGES.payment,
  car: ARTICLE_MESSAGES.car,
  'car.capacityTons': FORM_MESSAGES.capacity,
};

type IssueLike = {
  code?: string;
  input?: unknown;
  path?: readonly PropertyKey[];
  maximum?: unknown;
  minimum?: unknown;
};

/** Russian text for the issues whose schema gives none (a missing choice, a number out of range). */
export function articleIssueMessage(issue: IssueLike): string | undefined {
  const path = (issue.path ?? []).map(String).join('.');
  if (issue.code === 'invalid_type') {
    if (issue.input === null || issue.input === undefined) return REQUIRED_MESSAGES[path];
    if (typeof issue.input === 'number') return FORM_MESSAGES.number;
  }
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return `Не больше ${issue.maximum}`;
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') return `Не меньше ${issue.minimum}`;
  return undefined;
}

/**
 * The form checked with the listing contract itself: the typed values become the `article` JSON, which
 * ZArticleInput and the type rules (orders carry cargo, offers a vehicle) validate. Every message at once.
 */
export function articleFormSchema(type: ArticleType) {
  return z
    .preprocess((values: ArticleFormValues) => toArticleRaw(values, type), ZArticleInput)
    .superRefine(
      (input, ctx) => {
        for (const error of articleTypeErrors(input, type)) {
          ctx.addIssue({ code: 'custom', message: error.msg, path: error.param.split('.') });
        }
      },
      // The type rules read only lists and nullable numbers the form always provides: run them with the rest.
      { when: () => true },
    );
}

/** `article` paths whose form field has another name. */
const RENAMED_FIELDS: Readonly<Record<string, keyof ArticleFormValues>> = { budgetKopecks: 'budget' };

export function articleResolver(type: ArticleType): Resolver<ArticleFormValues, unknown, TArticleInput> {
  const resolve = zodResolver(articleFormSchema(type), { error: articleIssueMessage });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors: Record<string, unknown> = result.errors;
    for (const [path, field] of Object.entries(RENAMED_FIELDS)) {
      if (path in errors) {
        errors[field] = errors[path];
        delete errors[path];
      }
    }
    return result;
  };
}
