import { Group, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconBuilding,
  IconCalendar,
  IconCheck,
  IconSeedling,
  IconShieldCheck,
  IconStar,
  IconTruck,
  type TablerIcon,
} from '@tabler/icons-react';
import { trustLine, type TrustItem, type TrustItemKind, type TTrustFacts } from '@fura/domain/trust-line';

// Icons the public pages already load where one fits: each new one costs the profile page's first JavaScript.
const ICONS: Record<TrustItemKind, TablerIcon> = {
  company: IconBuilding,
  companyUnchecked: IconAlertTriangle,
  companyBlocked: IconAlertCircle,
  passport: IconShieldCheck,
  vehicle: IconTruck,
  deals: IconCheck,
  rating: IconStar,
  memberSince: IconCalendar,
  newcomer: IconSeedling,
};

/** Text colours with at least 4.5:1 on white (WCAG AA): Mantine's own green, orange and yellow are lighter. */
const TONE_COLORS: Record<TrustItem['tone'], string> = {
  good: '#1b5e20',
  neutral: 'var(--mantine-color-gray-7)',
  warning: '#8a4b00',
  danger: 'var(--mantine-color-red-9)',
};

/**
 * The trust line (issue 29): what Фура knows of a user, as a compact list — «Компания проверена · 6 лет», «Паспорт
 * проверен», «Машина проверена», deals, rating, «На Фуре с ноября 2025», «Новый участник». The items come from the
 * domain (`trustLine`) and the server's facts, so a page rendered on the server says the same in the browser.
 * `omit` leaves out what the block around it already shows (the passport mark, the rating).
 */
export function TrustLine({
  facts,
  omit = [],
  size = 'sm',
  testId = 'trust-line',
}: {
  facts: TTrustFacts;
  omit?: readonly TrustItemKind[];
  size?: 'xs' | 'sm';
  testId?: string;
}) {
  const items = trustLine(facts).filter((item) => !omit.includes(item.kind));
  if (items.length === 0) return null;
  return (
    <Group
      component="ul"
      gap={size === 'xs' ? 8 : 12}
      wrap="wrap"
      aria-label="Что известно о пользователе"
      data-testid={testId}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {items.map((item) => {
        const ItemIcon = ICONS[item.kind];
        return (
          <Group
            key={item.kind}
            component="li"
            gap={4}
            wrap="nowrap"
            data-kind={item.kind}
            data-tone={item.tone}
            style={{ color: TONE_COLORS[item.tone] }}
          >
            <ItemIcon size={size === 'xs' ? 14 : 16} aria-hidden />
            <Text component="span" size={size} fw={item.tone === 'neutral' ? 400 : 600} c="inherit">
              {item.text}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
