import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it: Type0 fonts with Identity-H glyph ids, a ToUnicode map per font, one text
 * object (BT … ET) per line. Reads each content stream's `Tf` and `Tj`/`TJ` through the map of the font in use and
 * answers the lines. Enough to check what a generated document says; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  const objectPattern = /(\d+) 0 obj\s*([\s\S]*?)(?:stream\r?\n([\s\S]*?)\r?\nendstream\s*)?endobj/g;
  for (const [, id, dict, raw] of source.matchAll(objectPattern)) {
    if (!id || dict === undefined) continue;
    let stream: string | null = null;
    if (raw !== undefined) {
      const bytes = Buffer.from(raw, 'latin1');
      stream = (dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    }
    objects.set(id, { dict, stream });
  }

  const toUnicodeOf = (fontId: string): Map<number, string> => {
    const map = new Map<number, string>();
    const ref = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontId)?.dict ?? '')?.[1];
    const cmap = ref ? (objects.get(ref)?.stream ?? '') : '';
    const hex = (value: string) => parseInt(value, 16);
    const chars = (value: string) => String.fromCharCode(...(value.match(/.{4}/g) ?? []).map(hex));
    for (const [, start, list] of cmap.matchAll(/<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi)) {
      [...(list ?? '').matchAll(/<([0-9a-f]+)>/gi)].forEach(([, code], index) => {
        map.set(hex(start ?? '0') + index, chars(code ?? ''));
      });
    }
    for (const [, code, text] of cmap.matchAll(/^<([0-9a-f]{4})>\s*<([0-9a-f]+)>$/gim)) {
      map.set(hex(code ?? '0'), chars(text ?? ''));
    }
    return map;
  };

  const lines: string[] = [];
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dict)) continue;
    const resources = objects.get(/\/Resources (\d+) 0 R/.exec(dict)?.[1] ?? '')?.dict ?? dict;
    const fonts = new Map<string, Map<number, string>>();
    for (const [, name, fontId] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      fonts.set(name ?? '', toUnicodeOf(fontId ?? ''));
    }
    const contents = objects.get(/\/Contents (\d+) 0 R/.exec(dict)?.[1] ?? '')?.stream ?? '';
    for (const [, block] of contents.matchAll(/BT([\s\S]*?)ET/g)) {
      let font = new Map<number, string>();
      let line = '';
      for (const [, name, shown] of (block ?? '').matchAll(
        /\/(F\d+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi,
      )) {
        if (name) font = fonts.get(name) ?? new Map<number, string>();
        for (const [, glyphs] of (shown ?? '').matchAll(/<([0-9a-f]*)>/gi)) {
          for (const code of glyphs?.match(/.{4}/g) ?? []) line += font.get(parseInt(code, 16)) ?? '\ufffd';
        }
      }
      lines.push(line.replace(/\u00a0/g, ' '));
    }
  }
  return lines.join('\n');
}
