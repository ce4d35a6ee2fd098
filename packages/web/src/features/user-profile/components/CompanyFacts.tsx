import { Text } from '@mantine/core';
import { calendarDateRu } from '@fura/domain/calendar-date';
import type { TTrustCompany } from '@fura/domain/trust-line';

/**
 * The company as the state register confirmed it (issue 29): its name, ИНН and ОГРН — public data of the register —
 * and its registration date. Nothing of a company the register did not confirm.
 */
export function CompanyFacts({ company }: { company: TTrustCompany }) {
  if (company.status !== 'checked' || !company.name) return null;
  const ogrn = company.ogrn ? `${company.legalForm === 'ip' ? 'ОГРНИП' : 'ОГРН'} ${company.ogrn}` : null;
  const parts = [
    company.inn ? `ИНН ${company.inn}` : null,
    ogrn,
    company.registeredAt ? `с ${calendarDateRu(company.registeredAt)}` : null,
  ].filter((part): part is string => part !== null);
  return (
    <Text size="sm" data-testid="user-profile-company">
      <Text component="span" fw={700}>
        {company.name}
      </Text>
      {parts.length > 0 && ` · ${parts.join(' · ')}`}
    </Text>
  );
}
