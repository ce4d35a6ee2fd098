import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconCoin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TRoleLanding } from '@fura/domain/content';
import { ROUTES } from '@fura/domain/routes';
import type { UserRole } from '@fura/domain/users';
import { type LandingRole, mainCall, searchCall } from '../role-calls';
import classes from './RoleLanding.module.css';

interface RoleLandingViewProps {
  role: LandingRole;
  texts: TRoleLanding;
  userType: UserRole | null;
}

/** A full last row where the count allows: four in a row, two in a row, otherwise three. */
function benefitColumns(count: number): number {
  if (count === 4 || count === 2) return count;
  return 3;
}

/** One side's landing: what it gets, how a deal goes, what it costs, and the call to join. */
export function RoleLandingView({ role, texts, userType }: RoleLandingViewProps) {
  const primary = mainCall(role, texts.cta, userType);
  const search = searchCall(role);
  return (
    <Stack gap={48} data-testid="role-landing">
      <section className={classes.hero}>
        <Stack gap="md" maw={720}>
          <Text className={classes.kicker}>{ROUTES[role].title}</Text>
          <Title
            order={1}
            c="white"
            fz={{ base: 24, sm: 40 }}
            lh={1.15}
            className={classes.title}
            data-testid="role-landing-title"
          >
            {texts.title}
          </Title>
          <Text size="lg" c="white">
            {texts.lead}
          </Text>
          <Group gap="sm">
            {primary ? (
              <Button
                component={Link}
                to={primary.to}
                size="lg"
                variant="white"
                classNames={{ root: classes.cta, label: classes.ctaLabel }}
                data-testid="role-landing-cta"
              >
                {primary.label}
              </Button>
            ) : null}
            <Button
              component={Link}
              to={search.to}
              size="lg"
              variant={primary ? 'subtle' : 'white'}
              color={primary ? 'white' : undefined}
              rightSection={<IconArrowRight size={20} aria-hidden />}
            >
              {search.label}
            </Button>
          </Group>
        </Stack>
      </section>

      <section aria-labelledby="role-benefits-title">
        <Title order={2} fz={{ base: 22, sm: 28 }} mb="md" id="role-benefits-title">
          Что вы получаете
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: benefitColumns(texts.benefits.length) }}
          spacing="md"
          data-testid="role-landing-benefits"
        >
          {texts.benefits.map((benefit) => (
            <Paper key={benefit.title} withBorder radius="md" p="md">
              <Stack gap="xs">
                <ThemeIcon size={36} radius="xl" color="green" variant="light" aria-hidden>
                  <IconCheck size={20} />
                </ThemeIcon>
                <Text fw={700}>{benefit.title}</Text>
                <Text size="sm">{benefit.text}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="role-steps-title">
        <Title order={2} fz={{ base: 22, sm: 28 }} mb="md" id="role-steps-title">
          Как проходит сделка
        </Title>
        <ol className={classes.steps} data-testid="role-landing-steps">
          {texts.steps.map((step, index) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden>
                {index + 1}
              </span>
              <div>
                <Text fw={700}>{step.title}</Text>
                <Text size="sm">{step.text}</Text>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        component="section"
        aria-labelledby="role-price-title"
      >
        <Group gap="md" align="flex-start" wrap="nowrap">
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden visibleFrom="xs">
            <IconCoin size={28} />
          </ThemeIcon>
          <Stack gap="xs" data-testid="role-landing-price">
            <Title order={2} fz={{ base: 20, sm: 24 }} id="role-price-title">
              {texts.priceTitle}
            </Title>
            <Text>{texts.priceText}</Text>
            {role === 'carrier' ? (
              <Anchor component={Link} to={ROUTES.tariffs.path} fw={700} data-testid="role-landing-tariffs">
                Смотреть тарифы
              </Anchor>
            ) : null}
          </Stack>
        </Group>
      </Paper>

      {primary ? (
        <Stack align="center" gap="sm" ta="center">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {userType ? 'Всё готово для работы' : 'Начните прямо сейчас'}
          </Title>
          <Button
            component={Link}
            to={primary.to}
            size="lg"
            classNames={{ root: classes.cta, label: classes.ctaLabel }}
          >
            {primary.label}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
