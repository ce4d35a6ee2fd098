import { useEffect, useRef, useState } from 'react';
import { TYPING_INDICATOR_MS } from '@fura/domain/constants';
import type { TDialog } from '@fura/domain/dialog-schemas';
import { getSocket } from '../../shared/socket/socket';
import { useSocketEvent } from '../../shared/socket/use-socket-event';

/** At most one `typingDialog` a second while typing. */
const TYPING_EMIT_INTERVAL_MS = 1000;

/** Tells the other user I am typing (socket `typingDialog { otherId, userId, isOrder, dialogId }`). */
export function useTypingEmitter(dialog: TDialog | undefined, myId: string): () => void {
  const lastSent = useRef(0);
  return () => {
    if (!dialog) return;
    const now = Date.now();
    if (now - lastSent.current < TYPING_EMIT_INTERVAL_MS) return;
    const socket = getSocket();
    // A typing signal is worth nothing later: not queued while offline.
    if (!socket.connected) return;
    lastSent.current = now;
    socket.emit('typingDialog', {
      otherId: dialog.user._id,
      userId: myId,
      isOrder: dialog.kind === 'order',
      dialogId: dialog._id,
    });
  };
}

/** «печатает…» for TYPING_INDICATOR_MS after the other user's last typing signal, or until his message comes. */
export function useTypingIndicator(dialog: TDialog | undefined): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setTyping(false);
  };

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useSocketEvent('typingDialog', ({ userId, isOrder, dialogId }) => {
    if (!dialog || userId !== dialog.user._id || isOrder !== (dialog.kind === 'order')) return;
    if (dialogId !== undefined && dialogId !== dialog._id) return;
    if (timer.current) clearTimeout(timer.current);
    setTyping(true);
    timer.current = setTimeout(stop, TYPING_INDICATOR_MS);
  });

  useSocketEvent('sendMessageDialog', ({ message, dialogId }) => {
    if (dialog && dialogId === dialog._id && message.user._id === dialog.user._id) stop();
  });

  return typing;
}
