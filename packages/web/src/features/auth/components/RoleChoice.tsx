import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconPackage, IconTruck } from '@tabler/icons-react';
import type { UserType } from '@fura/domain/users';

const ROLE_CARDS: readonly { role: UserType; title: string; text: string; icon: React.ReactNode }[] = [
  {
    role: 'cargo',
    title: 'Я грузовладелец',
    text: 'Публикую заказы на перевозку и выбираю перевозчиков',
    icon: <IconPackage size={28} />,
  },
  {
    role: 'carrier',
    title: 'Я перевозчик',
    text: 'Беру заказы и публикую предложения о свободном транспорте',
    icon: <IconTruck size={28} />,
  },
];

/** Step one of registration: two big cards, one per role. */
export function RoleChoice({ onChoose }: { onChoose: (role: UserType) => void }) {
  return (
    <SimpleGrid cols={1} spacing="md">
      {ROLE_CARDS.map((card) => (
        <UnstyledButton
          key={card.role}
          type="button"
          onClick={() => onChoose(card.role)}
          data-testid={`register-role-${card.role}`}
          style={{ display: 'block', width: '100%', borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={48} radius="md" variant="light" style={{ flexShrink: 0 }}>
                  {card.icon}
                </ThemeIcon>
                <Text fw={700} size="lg" lh={1.25}>
                  {card.title}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {card.text}
              </Text>
            </Stack>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
