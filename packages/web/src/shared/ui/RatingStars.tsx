import classes from './RatingStars.module.css';

export const RATING_MAX = 5;

const ratingNumber = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** «Оценка 4 из 5», «Оценка 4,3 из 5»: what a screen reader says for the stars. */
export function ratingStarsLabel(value: number): string {
  return `Оценка ${ratingNumber.format(value)} из ${RATING_MAX}`;
}

/** «3 из 5»: the name of one star of the rating input. */
export function starChoiceLabel(stars: number): string {
  return `${stars} из ${RATING_MAX}`;
}

const STAR_POINTS = '12 2.6 14.9 8.7 21.5 9.4 16.5 13.9 17.9 20.5 12 17.1 6.1 20.5 7.5 13.9 2.5 9.4 9.1 8.7';

/** One star, filled by `fill` (0–1, a part of it for a mean such as 4,3); decoration only. */
export function StarGlyph({ fill, size }: { fill: number; size: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fill)) * 100);
  return (
    <span
      className={classes.star}
      style={{ '--star-size': `${size}px`, '--star-fill': `${percent}%` } as React.CSSProperties}
      aria-hidden
    >
      <svg viewBox="0 0 24 24" className={classes.empty} focusable="false">
        <polygon points={STAR_POINTS} />
      </svg>
      {percent > 0 && (
        <svg viewBox="0 0 24 24" className={classes.full} focusable="false" data-star-full>
          <polygon points={STAR_POINTS} />
        </svg>
      )}
    </span>
  );
}

const SIZES = { sm: 16, md: 20, lg: 28 } as const;

export interface RatingStarsProps {
  /** 0–5, fractions allowed (a user's mean). */
  value: number;
  size?: keyof typeof SIZES;
  'data-testid'?: string;
}

/**
 * A rating shown, not chosen: five stars announced as one image «Оценка 4 из 5». Mantine's read-only Rating
 * puts a prohibited aria-label on a role-less div; an image with a name is what axe and screen readers accept.
 */
export function RatingStars({ value, size = 'sm', 'data-testid': testId }: RatingStarsProps) {
  return (
    <span
      role="img"
      aria-label={ratingStarsLabel(value)}
      className={classes.stars}
      data-testid={testId}
      data-rating={value}
    >
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <StarGlyph key={index} fill={value - index} size={SIZES[size]} />
      ))}
    </span>
  );
}

export { classes as ratingStarsClasses };
