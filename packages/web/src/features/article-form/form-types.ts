import type { Control } from 'react-hook-form';
import type { TArticleInput } from '@fura/domain/article-schemas';
import type { ArticleFormValues } from './article-form-values';

/** The form's control as every section receives it: typed values in, the `article` JSON out. */
export type ArticleControl = Control<ArticleFormValues, unknown, TArticleInput>;
