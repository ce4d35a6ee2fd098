import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '@fura/domain/routes';
import { withReturnPath } from '../../../shared/session/return-path';
import { useSession } from '../../../shared/session/session-query';
import { SAVE_TEXT } from './save-text';
import type { SavedSearchDraft } from './saved-draft';

// The dialog and its form kit load on the first click: a search page's first load stays as it was.
const SaveSearchDialog = lazy(() =>
  import('./SaveSearchDialog').then((module) => ({ default: module.SaveSearchDialog })),
);

/**
 * «Сохранить поиск и присылать новые» (issue 27). A logged-in user opens the dialog with the page's search as it is
 * now; a visitor is taken to log in and brought back to this very search. Nothing while the page searches nothing
 * (a route without its ends).
 */
export function SaveSearchButton({ draft }: { draft: SavedSearchDraft | null }) {
  const { user } = useSession();
  const location = useLocation();
  const [opened, setOpened] = useState<SavedSearchDraft | null>(null);
  // Mounted from the first click on, so that the dialog closes as dialogs do.
  const [used, setUsed] = useState(false);
  // Focus goes back to the button: the dialog's own return misses its first opening, mounted already open.
  const button = useRef<HTMLButtonElement>(null);
  if (!draft) return null;

  const icon = <IconBellPlus size={18} aria-hidden />;
  if (!user) {
    return (
      <Button
        component={Link}
        to={withReturnPath(ROUTES.login.path, `${location.pathname}${location.search}`)}
        variant="light"
        leftSection={icon}
        data-testid="save-search-login"
      >
        {SAVE_TEXT.open}
      </Button>
    );
  }
  return (
    <>
      <Button
        ref={button}
        variant="light"
        leftSection={icon}
        onClick={() => {
          setUsed(true);
          setOpened(draft);
        }}
        aria-haspopup="dialog"
        data-testid="save-search-open"
      >
        {SAVE_TEXT.open}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            draft={opened}
            onClose={() => {
              setOpened(null);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
