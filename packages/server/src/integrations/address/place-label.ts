/** «Тольятти, Самарская область»; a federal city is its own region: «Москва», not «Москва, Москва». */
export function placeLabel(parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text || seen.has(text)) continue;
    seen.add(text);
    kept.push(text);
  }
  return kept.join(', ');
}
