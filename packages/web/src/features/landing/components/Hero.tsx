import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TLandingTexts } from '@fura/domain/content';
import type { UserRole } from '@fura/domain/users';
import { searchEntries } from '../landing-content';
import classes from '../MainPage.module.css';

/** Shown if the landing texts cannot be loaded: the page still says what the exchange is. */
const FALLBACK: TLandingTexts['main'] = {
  title: 'Грузы и свободные машины — на одной бирже',
  lead: 'Грузовладельцы публикуют заказы, перевозчики — предложения о транспорте. Находите друг друга, договаривайтесь в чате и отмечайте каждый этап перевозки.',
};

interface HeroProps {
  texts: TLandingTexts['main'] | undefined;
  loading: boolean;
  userType: UserRole | null;
}

/** The value of the exchange for both sides, and the search entry for the user's role. */
export function Hero({ texts, loading, userType }: HeroProps) {
  const shown = texts ?? (loading ? null : FALLBACK);
  const entries = searchEntries(userType);
  return (
    <section className={classes.hero}>
      <Container size="lg" className={classes.heroInner}>
        <Stack gap="lg" maw={680}>
          <Text className={classes.kicker}>Онлайн-биржа грузоперевозок</Text>
          {shown ? (
            <>
              <Title order={1} className={classes.heroTitle} data-testid="main-title">
                {shown.title}
              </Title>
              <Text size="lg" className={classes.heroText}>
                {shown.lead}
              </Text>
            </>
          ) : (
            <Stack gap="sm" aria-busy="true" aria-label="Загрузка">
              <Skeleton height={44} width="90%" opacity={0.3} />
              <Skeleton height={20} opacity={0.3} />
              <Skeleton height={20} width="70%" opacity={0.3} />
            </Stack>
          )}
          <Group gap="sm" data-testid="main-search-entry">
            {entries.map((entry, index) => (
              <Button
                key={entry.to}
                component={Link}
                to={entry.to}
                size="lg"
                variant={index === 0 ? 'white' : 'outline'}
                className={index === 0 ? undefined : classes.outline}
                rightSection={index === 0 ? <IconArrowRight size={20} aria-hidden /> : undefined}
              >
                {entry.label}
              </Button>
            ))}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
