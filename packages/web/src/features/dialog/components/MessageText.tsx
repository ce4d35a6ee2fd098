import { Anchor } from '@mantine/core';
import { linkify } from '../linkify';
import classes from './Dialog.module.css';

/** A message's text exactly as typed (line breaks kept), with its links clickable. Never parsed as HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    <div className={classes.text} data-testid="message-text">
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={classes.link}
          >
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </div>
  );
}
