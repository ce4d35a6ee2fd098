import { Accordion, Stack, Title } from '@mantine/core';
import { FAQ } from '../tariff-texts';

/** Short answers: refunds, autopay, how to cancel. */
export function TariffFaq() {
  return (
    <section aria-labelledby="tariff-faq-title">
      <Stack gap="sm">
        <Title order={2} fz={{ base: 20, sm: 24 }} id="tariff-faq-title">
          Вопросы об оплате
        </Title>
        <Accordion variant="separated" radius="md" order={3} data-testid="tariff-faq">
          {FAQ.map((item) => (
            <Accordion.Item key={item.key} value={item.key}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </section>
  );
}
