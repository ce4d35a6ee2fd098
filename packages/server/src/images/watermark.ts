import sharp from 'sharp';

/** What every copy of a passport shown in the console says across itself. */
export const REVIEW_WATERMARK_TEXT = 'Только для проверки Фура';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * An SVG the size of the picture, tiled with the text on a diagonal: light letters with a dark outline, half
 * transparent, readable on a white page and on a dark background alike, yet not hiding the document.
 */
function watermarkSvg(width: number, height: number, text: string): string {
  const fontSize = Math.max(14, Math.round(Math.min(width, height) / 16));
  const tileWidth = Math.round(fontSize * 19);
  const tileHeight = Math.round(fontSize * 7);
  const label = escapeXml(text);
  const line = (x: number, y: number) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" ` +
    `font-size="${fontSize}">${label}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><pattern id="mark" width="${tileWidth}" height="${tileHeight}" patternUnits="userSpaceOnUse" ` +
    `patternTransform="rotate(-30)">` +
    `<g fill="#ffffff" fill-opacity="0.5" stroke="#000000" stroke-opacity="0.5" stroke-width="1">` +
    line(0, fontSize * 1.5) +
    line(-tileWidth / 2, fontSize * 5) +
    line(tileWidth / 2, fontSize * 5) +
    `</g></pattern></defs>` +
    `<rect width="100%" height="100%" fill="url(#mark)"/></svg>`
  );
}

/**
 * The copy of a stored passport photo an admin sees: the same picture with the text repeated diagonally over all of
 * it, so a leaked screenshot says where it came from. Answers webp.
 */
export async function watermarkForReview(
  image: Buffer,
  text: string = REVIEW_WATERMARK_TEXT,
): Promise<Buffer> {
  const { width, height } = await sharp(image).metadata();
  if (!width || !height) throw new Error('stored passport photo has no size');
  return sharp(image)
    .composite([{ input: Buffer.from(watermarkSvg(width, height, text)), top: 0, left: 0 }])
    .webp({ quality: 85 })
    .toBuffer();
}
