import { useEffect, useId, useRef, useState } from 'react';
import { Badge, Button, Group, Paper, Switch, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SAVED_SEARCH_MESSAGES, type SavedSearchChannel } from '@fura/domain/saved-searches';
import type { TSavedSearch, TSavedSearchUpdate } from '@fura/domain/saved-search-schemas';
import { savedSearchPlaces } from '../../../shared/saved-searches/places';
import { quietHoursValue, readQuietHours } from '../../../shared/saved-searches/quiet-hours';
import { ChannelCheckboxes } from '../../../shared/saved-searches/ui/ChannelCheckboxes';
import { QuietHoursFields, type QuietHoursValue } from '../../../shared/saved-searches/ui/QuietHoursFields';
import { readServerError, showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { useUpdateSavedSearch } from '../api/saved-searches';
import { querySummary } from '../query-summary';
import { savedSearchPath } from '../search-link';
import { MY_SEARCHES_TEXT } from '../texts';
import { RenameForm } from './RenameForm';
import { SearchMatches } from './SearchMatches';
import classes from './SavedSearchCard.module.css';

interface FieldErrors {
  channels?: string;
  quietFrom?: string;
  quietTo?: string;
}

/** The server's `param` → the card's field. */
const SERVER_FIELDS = {
  channels: 'channels',
  quietHours: 'quietFrom',
  'quietHours.from': 'quietFrom',
  'quietHours.to': 'quietTo',
} as const;

const sameQuiet = (a: QuietHoursValue, b: QuietHoursValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One saved search: its name, «N новых», what it looks for in one line; the pause switch, the channels and the quiet
 * hours, each applied at once; «Показать новые», «Открыть поиск», rename and delete.
 */
export function SavedSearchCard({
  search,
  onDelete,
}: {
  search: TSavedSearch;
  onDelete: (search: TSavedSearch) => void;
}) {
  const titleId = useId();
  const matchesId = useId();
  const update = useUpdateSavedSearch();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [renaming, setRenaming] = useState(false);
  const [showMatches, setShowMatches] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const places = savedSearchPlaces(search);

  // The quiet hours being typed; the saved ones replace them when they change (another tab, a refusal).
  const saved = quietHoursValue(search.quietHours);
  const [quiet, setQuiet] = useState(saved);
  const [quietBase, setQuietBase] = useState(saved);
  if (!sameQuiet(quietBase, saved)) {
    setQuietBase(saved);
    setQuiet(saved);
  }
  // What the fields hold now: a field's blur may come before the render of its last change.
  const latestQuiet = useRef(quiet);
  useEffect(() => {
    latestQuiet.current = quiet;
  }, [quiet]);

  const send = (change: Omit<TSavedSearchUpdate, 'id'>) => {
    update.mutate(
      { id: search.id, ...change },
      {
        onError: (error) => {
          const report = readServerError(error, SERVER_FIELDS);
          const next: FieldErrors = {};
          for (const item of report.fieldErrors) next[item.field] = item.msg;
          setErrors(next);
          showErrorToasts(report.general);
        },
      },
    );
  };

  const changeChannels = (channels: SavedSearchChannel[]) => {
    if (channels.length === 0) {
      setErrors((current) => ({ ...current, channels: SAVED_SEARCH_MESSAGES.noChannel }));
      return;
    }
    setErrors((current) => ({ ...current, channels: undefined }));
    send({ channels });
  };

  /** Sends the quiet hours when they are whole and differ from the saved ones. */
  const commitQuiet = (value: QuietHoursValue) => {
    const reading = readQuietHours(value);
    if (!reading.ok) {
      setErrors((current) => ({ ...current, quietFrom: reading.fromError, quietTo: reading.toError }));
      return;
    }
    setErrors((current) => ({ ...current, quietFrom: undefined, quietTo: undefined }));
    if (JSON.stringify(reading.quietHours) !== JSON.stringify(search.quietHours)) {
      send({ quietHours: reading.quietHours });
    }
  };

  const changeQuiet = (value: QuietHoursValue) => {
    latestQuiet.current = value;
    setQuiet(value);
    // The checkbox applies at once; a time waits until its field is left.
    if (value.on !== quiet.on) commitQuiet(value);
  };

  const closeRename = () => {
    setRenaming(false);
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-labelledby={titleId}
      className={classes.card}
      data-testid="saved-search"
      data-search-id={search.id}
    >
      <div>
        <Group gap="xs" align="center">
          <Title order={2} fz="lg" id={titleId} className={classes.title} data-testid="saved-search-title">
            {search.name}
          </Title>
          {search.newCount > 0 && (
            <Badge color="green" variant="filled" data-testid="saved-search-new">
              {MY_SEARCHES_TEXT.newCount(search.newCount)}
            </Badge>
          )}
          {search.paused && (
            <Badge color="gray" variant="light" data-testid="saved-search-paused">
              {MY_SEARCHES_TEXT.paused}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" mt={4} data-testid="saved-search-summary">
          {querySummary(search.query, places)}
        </Text>
      </div>

      {renaming && <RenameForm search={search} onDone={closeRename} />}

      <Switch
        size="md"
        label={MY_SEARCHES_TEXT.active}
        description={MY_SEARCHES_TEXT.activeHint}
        checked={!search.paused}
        onChange={(event) => send({ paused: !event.currentTarget.checked })}
        data-testid="saved-search-active"
      />

      <div className={classes.settings}>
        <ChannelCheckboxes
          value={search.channels}
          onChange={changeChannels}
          error={errors.channels}
          testId="saved-search-channels"
        />
        <QuietHoursFields
          value={quiet}
          onChange={changeQuiet}
          onCommit={() => commitQuiet(latestQuiet.current)}
          fromError={errors.quietFrom}
          toError={errors.quietTo}
          testId="saved-search-quiet"
        />
      </div>

      <Group gap="xs">
        <Button
          variant={search.newCount > 0 ? 'filled' : 'light'}
          leftSection={
            showMatches ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />
          }
          aria-expanded={showMatches}
          aria-controls={showMatches ? matchesId : undefined}
          aria-label={`${showMatches ? MY_SEARCHES_TEXT.hideNew : MY_SEARCHES_TEXT.showNew}: ${search.name}`}
          onClick={() => setShowMatches((open) => !open)}
          data-testid="saved-search-show"
        >
          {showMatches ? MY_SEARCHES_TEXT.hideNew : MY_SEARCHES_TEXT.showNew}
        </Button>
        <Button
          component={Link}
          to={savedSearchPath(search.query, places)}
          variant="light"
          leftSection={<IconSearch size={18} aria-hidden />}
          aria-label={`${MY_SEARCHES_TEXT.open}: ${search.name}`}
          data-testid="saved-search-open"
        >
          {MY_SEARCHES_TEXT.open}
        </Button>
        <Button
          ref={renameButton}
          variant="subtle"
          leftSection={<IconPencil size={18} aria-hidden />}
          aria-label={`${MY_SEARCHES_TEXT.rename}: ${search.name}`}
          onClick={() => setRenaming(true)}
          disabled={renaming}
          data-testid="saved-search-rename-open"
        >
          {MY_SEARCHES_TEXT.rename}
        </Button>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          aria-label={`${MY_SEARCHES_TEXT.delete}: ${search.name}`}
          onClick={() => onDelete(search)}
          data-testid="saved-search-delete"
        >
          {MY_SEARCHES_TEXT.delete}
        </Button>
      </Group>

      {showMatches && <SearchMatches search={search} id={matchesId} />}
    </Paper>
  );
}
