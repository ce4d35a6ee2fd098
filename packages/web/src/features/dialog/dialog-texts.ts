export const DIALOG_TEXTS = {
  loadError: 'Не удалось открыть диалог',
  messagesError: 'Не удалось загрузить сообщения',
  toMessages: 'К сообщениям',
} as const;
