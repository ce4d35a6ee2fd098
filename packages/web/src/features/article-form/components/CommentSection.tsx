import { IconMessage } from '@tabler/icons-react';
import { COMMENT_MAX_LENGTH } from '@fura/domain/article-schemas';
import { FormField } from '../../../shared/ui/inputs/FormField';
import type { ArticleControl } from '../form-types';
import { FormSection } from './FormSection';
import { NoPasteTextarea } from '../../../shared/ui/inputs/NoPasteTextarea';

export function CommentSection({
  control,
  label,
  placeholder,
}: {
  control: ArticleControl;
  label: string;
  placeholder: string;
}) {
  return (
    <FormSection icon={<IconMessage size={18} />} title="Комментарий">
      <FormField
        control={control}
        name="comment"
        component={NoPasteTextarea}
        label={label}
        placeholder={placeholder}
        maxLength={COMMENT_MAX_LENGTH}
        contactHint
        data-testid="article-comment"
      />
    </FormSection>
  );
}
