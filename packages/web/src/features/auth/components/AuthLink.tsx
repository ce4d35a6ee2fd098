import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** A line under an auth form: a question and a routed link («Нет аккаунта? Зарегистрироваться»). */
export function AuthLink({ question, label, to }: { question?: string; label: string; to: string }) {
  return (
    <Text size="sm" ta="center">
      {question ? `${question} ` : null}
      <Anchor component={Link} to={to} fw={500}>
        {label}
      </Anchor>
    </Text>
  );
}
