import {
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconBox, IconCheck, IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../shared/session/session-query';
import { BENEFITS, roleCards } from './landing-content';
import classes from './MainPage.module.css';

/** The main page: what the exchange is for, for cargo owners and for carriers. */
export function MainPage() {
  const { user } = useSession();
  const cards = roleCards(user?.type ?? null);

  return (
    <div>
      <section className={classes.hero}>
        <Container size="lg" className={classes.heroInner}>
          <Stack gap="lg" maw={680}>
            <Text className={classes.kicker}>Онлайн-биржа грузоперевозок</Text>
            <Title order={1} className={classes.heroTitle}>
              Грузы и свободные машины — на одной бирже
            </Title>
            <Text size="lg" className={classes.heroText}>
              Грузовладельцы публикуют заказы, перевозчики — предложения о транспорте. Находите друг друга,
              договаривайтесь в чате и отмечайте каждый этап перевозки.
            </Text>
            <Group gap="sm">
              {user ? (
                <Button
                  component={Link}
                  to={user.type === 'carrier' ? '/search-order' : '/search-offer'}
                  size="lg"
                  variant="white"
                  rightSection={<IconArrowRight size={20} aria-hidden />}
                >
                  {user.type === 'carrier' ? 'Найти заказы' : 'Найти транспорт'}
                </Button>
              ) : (
                <>
                  <Button component={Link} to="/register" size="lg" variant="white">
                    Зарегистрироваться
                  </Button>
                  <Button
                    component={Link}
                    to="/search-order"
                    size="lg"
                    variant="outline"
                    className={classes.outline}
                  >
                    Смотреть заказы
                  </Button>
                </>
              )}
            </Group>
          </Stack>
        </Container>
      </section>

      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {cards.map((card) => (
            <Paper
              key={card.role}
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'xl' }}
              className={classes.card}
            >
              <Stack gap="md" h="100%">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                    {card.role === 'cargo' ? <IconBox size={28} /> : <IconTruck size={28} />}
                  </ThemeIcon>
                  <Title order={2} fz={{ base: 20, sm: 24 }}>
                    {card.title}
                  </Title>
                </Group>
                <Text>{card.text}</Text>
                <List
                  spacing={6}
                  icon={
                    <ThemeIcon size={22} radius="xl" color="green" variant="light" aria-hidden>
                      <IconCheck size={14} />
                    </ThemeIcon>
                  }
                >
                  {card.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
                <Group gap="sm" mt="auto">
                  <Button component={Link} to={card.primary.to}>
                    {card.primary.label}
                  </Button>
                  <Button component={Link} to={card.secondary.to} variant="default">
                    {card.secondary.label}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>

        <Title order={2} ta="center" mt={64} mb="xl">
          Почему «Фура»
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {BENEFITS.map((benefit) => (
            <Stack key={benefit.title} gap="xs">
              <ThemeIcon size={48} radius="md" aria-hidden>
                <benefit.icon size={26} />
              </ThemeIcon>
              <Text fw={700} size="lg">
                {benefit.title}
              </Text>
              <Text c="dimmed">{benefit.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </div>
  );
}
