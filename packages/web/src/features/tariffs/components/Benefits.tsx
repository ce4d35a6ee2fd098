import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardCheck, IconEye, IconSend } from '@tabler/icons-react';
import { BENEFITS } from '../tariff-texts';

const ICONS = { profile: IconEye, orders: IconClipboardCheck, requests: IconSend } as const;

/** What a tariff gives a carrier. */
export function Benefits() {
  return (
    <section aria-labelledby="tariff-benefits-title">
      <Stack gap="sm">
        <Title order={2} fz={{ base: 20, sm: 24 }} id="tariff-benefits-title">
          Что даёт тариф перевозчику
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="tariff-benefits">
          {BENEFITS.map((benefit) => {
            const Icon = ICONS[benefit.key];
            return (
              <Paper key={benefit.key} withBorder radius="md" p="md">
                <Stack gap="xs">
                  <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
                    <Icon size={22} />
                  </ThemeIcon>
                  <Text fw={700}>{benefit.title}</Text>
                  <Text size="sm">{benefit.text}</Text>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
        <Text size="sm" c="gray.7">
          Без действующего тарифа профиль и предложения перевозчика скрыты, а брать заказы нельзя.
        </Text>
      </Stack>
    </section>
  );
}
