import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { PASSWORD_RULES } from './password-rules';

export const PASSWORD_RULES_LABEL = 'Требования к паролю';
const RULE_MET = 'выполнено';
const RULE_NOT_MET = 'не выполнено';

/**
 * The checklist of password rules; each rule turns green with a check mark once the typed password meets it, and
 * says so in words to a screen reader. PasswordField `withRules` shows it as the field's description.
 */
export function PasswordRules({ password }: { password: string }) {
  return (
    <List spacing={2} size="sm" center aria-label={PASSWORD_RULES_LABEL} data-testid="password-rules">
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
                aria-hidden
              >
                {met ? <IconCheck size={12} /> : <IconPoint size={12} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={met ? 'teal.9' : 'dimmed'}>
              {rule.label}
              <VisuallyHidden>{`: ${met ? RULE_MET : RULE_NOT_MET}`}</VisuallyHidden>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
