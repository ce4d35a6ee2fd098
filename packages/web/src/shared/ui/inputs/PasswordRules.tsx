import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { PASSWORD_RULES } from './password-rules';

/** The checklist of password rules; each rule turns green once the typed password meets it. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <List spacing={2} size="sm" center aria-label="Требования к паролю">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <List.Item
            key={rule.label}
            data-met={met || undefined}
            icon={
              <ThemeIcon
                size={18}
                radius="xl"
                color={met ? 'teal' : 'gray'}
                variant={met ? 'filled' : 'light'}
              >
                {met ? <IconCheck size={12} /> : <IconPoint size={12} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={met ? 'teal.8' : 'dimmed'}>
              {rule.label}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
