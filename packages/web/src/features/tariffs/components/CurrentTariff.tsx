import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconCircleCheck, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { daysRu } from '@fura/domain/plural';
import { ROUTES } from '@fura/domain/routes';
import { tariffBadge, tariffLabel, type TariffBadge } from '@fura/domain/tariff-badge';
import { daysLeft, formatTariffDate } from '@fura/domain/tariff-period';
import type { TSessionUser } from '@fura/domain/user';

const ICONS = {
  banned: { Icon: IconBan, color: 'red' },
  hidden: { Icon: IconEyeOff, color: 'red' },
  ended: { Icon: IconRefresh, color: 'yellow' },
  expiring: { Icon: IconAlertTriangle, color: 'orange' },
  active: { Icon: IconCircleCheck, color: 'green' },
} as const;

const PAY_TO_WORK = ' Оплатите тариф, чтобы вернуться к работе.';
const PAY_TO_SHOW = ' Оплатите тариф — профиль станет виден сразу после оплаты.';

/**
 * The state in the words of the header badge (SPEC §2), with what it means for the carrier and, when the site takes
 * payments, what to do.
 */
function describe(
  badge: TariffBadge,
  tariff: string,
  until: string,
  canPay: boolean,
): { title: string; text: string } {
  switch (badge.kind) {
    case 'banned':
      return { title: 'Профиль заблокирован', text: 'Пока аккаунт заблокирован, оплата тарифа недоступна.' };
    case 'hidden':
      return {
        title: 'Профиль скрыт',
        text: `У вас нет тарифа, поэтому профиль и предложения не видны другим, а брать заказы нельзя.${canPay ? PAY_TO_SHOW : ''}`,
      };
    case 'ended':
      return {
        title: 'Срок тарифа истёк',
        text: `Профиль и предложения скрыты, брать заказы нельзя.${canPay ? PAY_TO_WORK : ''}`,
      };
    case 'expiring':
      return {
        title: `Тариф ${tariff}: осталось ${daysRu(badge.daysLeft)}`,
        text: `Когда тариф ${tariff} закончится, ваш профиль и предложения будут скрыты, а брать заказы станет нельзя.`,
      };
    case 'active':
      return {
        title: `Тариф ${tariff} до ${until}`,
        text: 'Профиль и предложения видны всем, можно брать заказы.',
      };
  }
}

interface CurrentTariffProps {
  user: TSessionUser;
  now: Date;
  /** False when the site takes no payments (issue 24): no «Оплатите» in the text. */
  canPay: boolean;
  /** From getAutopay; undefined while it loads. */
  canReturnToDemo: boolean | undefined;
  autopayOn: boolean | undefined;
  returning: boolean;
  onReturnToDemo: () => void;
}

/** /mytarif's head: the state as the header badge shows it, paid-until date, days left, autopay, ДЕМО. */
export function CurrentTariff(props: CurrentTariffProps) {
  const { user, now } = props;
  const badge = tariffBadge(user, now);
  const end = user.expiriesTariffAt ? new Date(user.expiriesTariffAt) : null;
  const { title, text } = describe(
    badge,
    tariffLabel(user.tariff),
    end ? formatTariffDate(end) : '',
    props.canPay,
  );
  const { Icon, color } = ICONS[badge.kind];
  const left = end ? daysLeft(end, now) : 0;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      data-testid="tariff-current"
      data-state={badge.kind}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color={color} aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz={{ base: 20, sm: 24 }} data-testid="tariff-current-title">
              {title}
            </Title>
            <Text>{text}</Text>
          </Stack>
        </Group>
        {end ? (
          <Group gap="xl" style={{ rowGap: 4 }} data-testid="tariff-current-facts">
            <Text>
              {left > 0 ? 'Оплачен до ' : 'Закончился '}
              <Text span fw={700} data-testid="tariff-paid-until">
                {formatTariffDate(end)}
              </Text>
            </Text>
            {left > 0 ? (
              <Text>
                Осталось{' '}
                <Text span fw={700} data-testid="tariff-days-left">
                  {daysRu(left)}
                </Text>
              </Text>
            ) : null}
          </Group>
        ) : null}
        <Group gap="md">
          {props.canReturnToDemo ? (
            <Button
              variant="outline"
              leftSection={<IconRefresh size={18} aria-hidden />}
              loading={props.returning}
              onClick={props.onReturnToDemo}
              data-testid="tariff-return-demo"
            >
              Вернуться на ДЕМО
            </Button>
          ) : null}
          <Text size="sm">
            {props.autopayOn === undefined ? '' : `Автоплатёж ${props.autopayOn ? 'включён' : 'выключен'}. `}
            <Anchor component={Link} to={ROUTES.autopay.path} data-testid="tariff-autopay-link">
              Настроить автоплатёж
            </Anchor>
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
