import { Input } from '@mantine/core';
import { useId } from '@mantine/hooks';
import {
  RATING_MAX,
  StarGlyph,
  ratingStarsClasses as classes,
  starChoiceLabel,
} from '../../../../shared/ui/RatingStars';

export interface RatingFieldProps {
  label: React.ReactNode;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  name?: string;
  ref?: React.Ref<HTMLInputElement>;
  error?: string;
  'data-testid'?: string;
}

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * 1–5 stars as a form field: a radio group named by the label, one radio per star («1 из 5» … «5 из 5»), so arrows
 * move the choice and Tab leaves the group. The error below is tied to the group; the form's ref focuses the chosen
 * star (or the first) when the rating is missing on submit.
 */
export function RatingField({ label, value, onChange, onBlur, name, ref, error, ...rest }: RatingFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const focusTarget = value >= 1 && value <= RATING_MAX ? value : 1;
  return (
    <Input.Wrapper id={id} label={label} labelElement="div" error={error} withAsterisk>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-required
        className={classes.choices}
        data-testid={rest['data-testid']}
      >
        {STARS.map((stars) => {
          const radioId = `${id}-star-${stars}`;
          return (
            <span key={stars} className={classes.slot}>
              <input
                type="radio"
                id={radioId}
                name={name ?? id}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                onBlur={onBlur}
                ref={stars === focusTarget ? ref : undefined}
                className={classes.radio}
                aria-label={starChoiceLabel(stars)}
              />
              <label htmlFor={radioId} className={classes.choice}>
                <StarGlyph fill={stars <= value ? 1 : 0} size={32} />
              </label>
            </span>
          );
        })}
      </div>
    </Input.Wrapper>
  );
}
