import { Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBox, IconCheck, IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { UserRole } from '@fura/domain/users';
import { roleCards } from '../landing-content';
import classes from '../MainPage.module.css';

/** The two audiences, each with calls that fit who is looking. */
export function RoleCards({ userType }: { userType: UserRole | null }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {roleCards(userType).map((card) => (
        <Paper key={card.role} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.card}>
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
  );
}
