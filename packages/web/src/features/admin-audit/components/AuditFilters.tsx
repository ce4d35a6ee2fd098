import { useState } from 'react';
import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { AUDIT_ACTION_LABELS, AUDIT_MESSAGES } from '@fura/domain/admin-audit';
import { useAuditAdmins } from '../api/audit';
import { AUDIT_TEXT } from '../audit-texts';

export interface AuditFilter {
  adminId: string | null;
  action: string | null;
  userId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

/** By admin, by action, by the user acted upon; applied with «Показать» (or Enter). */
export function AuditFilters({
  initial,
  onApply,
}: {
  initial: AuditFilter;
  onApply: (filter: AuditFilter) => void;
}) {
  const admins = useAuditAdmins();
  const [adminId, setAdminId] = useState(initial.adminId);
  const [action, setAction] = useState(initial.action);
  const [userId, setUserId] = useState(initial.userId ?? '');
  const [userError, setUserError] = useState<string | null>(null);
  const adminOptions = (admins.data?.admins ?? []).map((admin) => ({ value: admin._id, label: admin.name }));

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <form
        noValidate
        aria-label="Фильтры журнала"
        data-testid="audit-filters"
        onSubmit={(event) => {
          event.preventDefault();
          const user = userId.trim();
          if (user && !UUID.test(user)) {
            setUserError(AUDIT_MESSAGES.userId);
            return;
          }
          setUserError(null);
          onApply({ adminId, action, userId: user || null });
        }}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Select
            label={AUDIT_TEXT.admin}
            placeholder={AUDIT_TEXT.any}
            data={adminOptions}
            value={adminId}
            onChange={setAdminId}
            clearable
            searchable
            style={{ flex: '1 1 200px' }}
            data-testid="audit-admin"
          />
          <Select
            label={AUDIT_TEXT.action}
            placeholder={AUDIT_TEXT.any}
            data={ACTION_OPTIONS}
            value={action}
            onChange={setAction}
            clearable
            style={{ flex: '1 1 200px' }}
            data-testid="audit-action"
          />
          <TextInput
            label={AUDIT_TEXT.user}
            description={AUDIT_TEXT.userHint}
            value={userId}
            onChange={(event) => setUserId(event.currentTarget.value)}
            error={userError}
            autoComplete="off"
            style={{ flex: '1 1 260px' }}
            data-testid="audit-user"
          />
          <Button
            type="submit"
            mt={{ base: 0, sm: 24 }}
            leftSection={<IconFilter size={18} aria-hidden />}
            data-testid="audit-apply"
          >
            {AUDIT_TEXT.show}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
