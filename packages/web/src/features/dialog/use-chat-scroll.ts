import { useLayoutEffect, useRef } from 'react';
import { messageStatus, type ChatMessage } from '../../shared/dialogs/messages-cache';

/** Within this many pixels of the end counts as "at the bottom". */
const BOTTOM_SLACK = 48;
/** Older messages load when the top is this close. */
const TOP_TRIGGER = 80;

interface ChatScrollOptions {
  messages: ChatMessage[];
  myId: string;
  canLoad: boolean;
  loadingOlder: boolean;
  /** Resolves true when older messages were added above. */
  loadOlder: () => Promise<boolean>;
}

const keyOf = (message: ChatMessage | undefined) => (message ? (message.clientId ?? message._id) : null);
/** The last message's key and state: a failed send grows its bubble (reason, retry), which must stay in view. */
const lastOf = (message: ChatMessage | undefined) =>
  message ? `${keyOf(message)}:${messageStatus(message)}` : null;

/**
 * The message box's scrolling: opens at the bottom, follows new messages while the reader is at the bottom (or
 * when he sent one), loads older ones at the top and keeps what he was reading in place when they arrive.
 */
export function useChatScroll({ messages, myId, canLoad, loadingOlder, loadOlder }: ChatScrollOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const edges = useRef<{ first: string | null; last: string | null }>({ first: null, last: null });

  const requestOlder = () => {
    const box = ref.current;
    if (!box || !canLoad || loadingOlder || anchor.current) return;
    anchor.current = { height: box.scrollHeight, top: box.scrollTop };
    loadOlder().then(
      (added) => {
        if (!added) anchor.current = null;
      },
      () => {
        anchor.current = null;
      },
    );
  };

  const onScroll = () => {
    const box = ref.current;
    if (!box) return;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < BOTTOM_SLACK;
    if (box.scrollTop < TOP_TRIGGER) requestOlder();
  };

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const first = keyOf(messages[0]);
    const lastMessage = messages.at(-1);
    const last = lastOf(lastMessage);
    const previous = edges.current;
    edges.current = { first, last };
    if (anchor.current && first !== previous.first) {
      // Older messages above: the same message stays under the reader's eyes.
      box.scrollTop = box.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (last !== previous.last) {
      const mine = lastMessage?.user._id === myId && lastMessage.local !== null;
      if (previous.last === null || atBottom.current || mine) {
        box.scrollTop = box.scrollHeight;
        atBottom.current = true;
      }
    }
    // A first page shorter than the box cannot be scrolled up: load older ones at once.
    if (box.clientHeight > 0 && box.scrollHeight <= box.clientHeight) requestOlder();
  });

  return { ref, onScroll };
}
