import { Alert, Anchor, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFlask, IconX, IconCreditCard } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatRubles } from '@fura/domain/money';
import { daysRu } from '@fura/domain/plural';
import { ROUTES } from '@fura/domain/routes';
import { PAYMENT_STATUS_LABELS, TEST_MODE_TEXT } from '@fura/domain/tariff-schemas';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { showErrorToast } from '../../../shared/ui/toast';
import { useDecideDemoPayment, type TDemoDecision } from '../api/decide-demo-payment';
import { useDemoPayment } from '../api/get-demo-payment';
import classes from '../components/Tariffs.module.css';
import { appPath } from '../return-url';

function TestModeNote() {
  return (
    <Alert
      role="note"
      color="yellow"
      variant="light"
      icon={<IconFlask aria-hidden />}
      title={TEST_MODE_TEXT}
      classNames={{ title: classes.alertTitle }}
      data-testid="demo-pay-test-mode"
    >
      Платёжный сервис не подключён, поэтому эта страница заменяет его. Нажмите «Оплатить», чтобы тариф
      включился, или «Отказаться», чтобы проверить отказ от оплаты.
    </Alert>
  );
}

/** /pay/demo/:paymentId (carrier): the test provider's page, always in test mode — what is paid, «Оплатить» and «Отказаться». */
export function DemoPayPage() {
  const { paymentId = '' } = useParams();
  const navigate = useNavigate();
  const demo = useDemoPayment(paymentId);
  const decide = useDecideDemoPayment(paymentId);

  const choose = (decision: TDemoDecision) =>
    decide.mutate(decision, {
      onSuccess: ({ returnUrl }) => {
        const path = appPath(returnUrl);
        if (path) void navigate(path);
        else window.location.assign(returnUrl);
      },
      onError: showErrorToast,
    });
  const busy = decide.isPending || decide.isSuccess;

  return (
    <Stack gap="lg" maw={560} data-testid="demo-pay-page">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {ROUTES.payDemo.title}
      </Title>
      <TestModeNote />
      <QueryStates
        query={demo}
        loading={
          <Paper withBorder radius="md" p="lg" aria-busy="true" aria-label="Загрузка платежа">
            <Stack gap="sm" aria-hidden>
              <Skeleton height={24} width="50%" />
              <Skeleton height={36} width="30%" />
              <Skeleton height={44} />
            </Stack>
          </Paper>
        }
        error={{
          title: 'Не удалось загрузить платёж',
          testId: 'demo-pay-error',
          action: (
            <Anchor component={Link} to={ROUTES.mytarif.path} size="sm">
              Вернуться к тарифу
            </Anchor>
          ),
        }}
      >
        {(answer) => (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="demo-pay-payment">
            <Stack gap="md">
              <div>
                <Text size="sm" c="gray.7">
                  Оплата тарифа
                </Text>
                <Text fw={700} size="lg">
                  {answer.payment.planName} — {daysRu(answer.payment.days)}
                </Text>
                <Text fz={32} fw={700} data-testid="demo-pay-amount">
                  {formatRubles(answer.payment.amountKopecks)}
                </Text>
              </div>
              {answer.payment.status === 'pending' ? (
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <Button
                    leftSection={<IconCreditCard size={18} aria-hidden />}
                    loading={busy && decide.variables === 'pay'}
                    disabled={busy}
                    onClick={() => choose('pay')}
                    data-testid="demo-pay-pay"
                  >
                    Оплатить
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconX size={18} aria-hidden />}
                    loading={busy && decide.variables === 'refuse'}
                    disabled={busy}
                    onClick={() => choose('refuse')}
                    data-testid="demo-pay-refuse"
                  >
                    Отказаться
                  </Button>
                </SimpleGrid>
              ) : (
                <Stack gap="xs" data-testid="demo-pay-final">
                  <Text>
                    Этот платёж уже завершён: {PAYMENT_STATUS_LABELS[answer.payment.status].toLowerCase()}.
                  </Text>
                  <Anchor component={Link} to={appPath(answer.returnUrl) ?? ROUTES.mytarif.path}>
                    Вернуться к тарифу
                  </Anchor>
                </Stack>
              )}
            </Stack>
          </Paper>
        )}
      </QueryStates>
    </Stack>
  );
}
