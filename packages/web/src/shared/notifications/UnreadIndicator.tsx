import { Indicator } from '@mantine/core';

/**
 * A header button's red unread counter (`label` as shown, '' hides it). Hidden from screen readers: the button's own
 * name carries the count (`unreadLabel`), so it is said once, with its subject.
 */
export function UnreadIndicator({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Indicator
      label={
        <span data-testid={testId} aria-hidden>
          {label}
        </span>
      }
      disabled={!label}
      size={18}
      offset={8}
      color="red"
    >
      {children}
    </Indicator>
  );
}
