import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkVoice } from '../src/audio/check-voice';

/**
 * Real recordings of Chromium 156's MediaRecorder (an oscillator for 2.5 s, `audioBitsPerSecond: 8000`, a chunk every
 * second), made locally with playwright-core and /usr/bin/chromium: WebM with an unknown-size Segment and Clusters
 * and no Duration, and fragmented MP4 whose header says nothing of the length. These are the files a general
 * metadata library got wrong (docs/decisions.md: music-metadata throws on the first and reads 22 ms of the second),
 * so they are checked as they come from the browser.
 */
const recording = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', 'audio', name));

describe('voice recordings as Chromium writes them', () => {
  it.each([
    ['chromium-opus.webm', 'webm', 'audio/webm'],
    ['chromium-opus.mp4', 'mp4', 'audio/mp4'],
  ])(
    '%s: accepted, with the length of the whole recording (not of its first chunk)',
    async (name, container, mime) => {
      const checked = await checkVoice(recording(name));
      expect(checked).toMatchObject({ container, mime });
      expect(checked.durationMs).toBeGreaterThan(2_200);
      expect(checked.durationMs).toBeLessThan(2_800);
    },
  );
});
