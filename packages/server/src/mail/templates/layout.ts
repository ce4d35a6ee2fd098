import { PRODUCT_NAME } from '@fura/domain/constants';
import { escapeHtml } from '../escape-html';

/** Wraps already escaped HTML paragraphs in the common mail frame. `title` is plain text and escaped here. */
export function mailLayout(title: string, bodyHtml: string): string {
  return [
    '<!doctype html>',
    '<html lang="ru"><head><meta charset="utf-8"><title>',
    escapeHtml(title),
    '</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">',
    `<h2 style="color:#1c3f94">${escapeHtml(PRODUCT_NAME)}</h2>`,
    bodyHtml,
    `<p style="color:#868e96;font-size:13px">Это письмо отправлено автоматически, отвечать на него не нужно.</p>`,
    '</body></html>',
  ].join('');
}
