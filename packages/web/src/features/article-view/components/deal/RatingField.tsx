import { Input, Rating } from '@mantine/core';

export interface RatingFieldProps {
  label: React.ReactNode;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string;
  'data-testid'?: string;
}

/** 1–5 stars as a form field, with the field's error below. */
export function RatingField({ label, value, onChange, onBlur, error, ...rest }: RatingFieldProps) {
  return (
    <Input.Wrapper label={label} error={error} withAsterisk>
      <Rating
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        size="lg"
        count={5}
        data-testid={rest['data-testid']}
        aria-label="Оценка от 1 до 5"
      />
    </Input.Wrapper>
  );
}
