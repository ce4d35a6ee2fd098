import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { BENEFITS } from '../landing-content';

/** «Почему «Фура»»: what the exchange does today. */
export function Benefits() {
  return (
    <section aria-labelledby="benefits-title">
      <Title order={2} ta="center" mb="xl" id="benefits-title">
        Почему «Фура»
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" data-testid="main-benefits">
        {BENEFITS.map((benefit) => (
          <Stack key={benefit.title} gap="xs">
            <ThemeIcon size={48} radius="md" aria-hidden>
              <benefit.icon size={26} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {benefit.title}
            </Text>
            <Text c="gray.7">{benefit.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}
