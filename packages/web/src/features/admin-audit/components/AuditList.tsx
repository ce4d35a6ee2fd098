import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { auditActionLabel, auditChanges, type TAuditEntry } from '@fura/domain/admin-audit';
import { routePath } from '@fura/domain/routes';
import { formatDateTime } from '../../../shared/format/date';
import { AUDIT_TEXT } from '../audit-texts';

function Target({ entry }: { entry: TAuditEntry }) {
  const { targetUser: user, targetArticle: article } = entry;
  return (
    <>
      {user && (
        <Anchor component={Link} to={routePath('adminUser', { id: user._id })} size="sm">
          {user.name}
        </Anchor>
      )}
      {article && (
        <Anchor
          component={Link}
          to={`${routePath('adminListings')}?q=${encodeURIComponent(article._id)}`}
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {AUDIT_TEXT.listing} {article.route ?? `${article._id} (${AUDIT_TEXT.removedListing})`}
        </Anchor>
      )}
    </>
  );
}

/** The log's entries: when, who, what (in Russian), about whom or which listing, the comment, before → after. */
export function AuditList({ entries }: { entries: readonly TAuditEntry[] }) {
  return (
    <Stack
      gap="xs"
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={AUDIT_TEXT.title}
    >
      {entries.map((entry) => {
        const changes = auditChanges(entry.before, entry.after);
        return (
          <Paper key={entry._id} component="li" withBorder radius="md" p="sm" data-testid="audit-entry">
            <Stack gap={4}>
              <Group gap="xs" wrap="wrap">
                <Badge variant="light" radius="sm" data-testid="audit-action-label">
                  {auditActionLabel(entry.action)}
                </Badge>
                <Target entry={entry} />
              </Group>
              {entry.comment && (
                <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {entry.comment}
                </Text>
              )}
              {changes.length > 0 && (
                <Text
                  size="xs"
                  ff="monospace"
                  c="gray.8"
                  style={{ overflowWrap: 'anywhere' }}
                  data-testid="audit-changes"
                >
                  {changes.join('; ')}
                </Text>
              )}
              <Text size="xs" c="gray.7">
                {formatDateTime(entry.createdAt)} · {entry.admin?.name ?? '—'}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
