import { useEffect, useState } from 'react';
import { Button, Paper, Text, Transition } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { COOKIE_NOTICE_ANIMATION_MS } from '@fura/domain/constants';
import { acceptCookies, isCookieAccepted } from './cookie-consent';
import classes from './CookieNotice.module.css';

/** The cookie notice: slides in unless consent is stored, slides out on «Принять» (500 ms). */
export function CookieNotice() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    // Mounted hidden first so that the notice slides in rather than just appearing; the cookie is read here, not
    // during render, so that a page rendered on the server (issue 28) hydrates to the same markup.
    if (!isCookieAccepted()) setShown(true);
  }, []);

  const accept = () => {
    acceptCookies();
    setShown(false);
  };

  return (
    <Transition mounted={shown} transition="slide-up" duration={COOKIE_NOTICE_ANIMATION_MS}>
      {(styles) => (
        <Paper
          shadow="lg"
          radius="md"
          withBorder
          className={classes.notice}
          style={styles}
          role="region"
          aria-label="Уведомление о файлах cookie"
          data-testid="cookie-notice"
        >
          <IconCookie size={28} className={classes.icon} aria-hidden />
          <Text size="sm" className={classes.text}>
            Мы используем файлы cookie, чтобы сайт работал правильно и удобно. Продолжая пользоваться сайтом,
            вы соглашаетесь с их использованием.
          </Text>
          <Button onClick={accept} data-testid="cookie-accept" className={classes.button}>
            Принять
          </Button>
        </Paper>
      )}
    </Transition>
  );
}
