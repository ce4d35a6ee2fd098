import type { DestinationStream } from 'pino';

export type LogEntry = Record<string, unknown> & { level?: number; msg?: string };

export interface CapturedLog {
  /** Pass as buildApp's / startTestApp's `logStream`. */
  readonly stream: DestinationStream;
  /** Every line written, as written. */
  readonly text: () => string;
  readonly entries: () => LogEntry[];
  /** Entries whose message contains `text`, at `level` (pino's number: 20 debug, 30 info, 40 warn) when given. */
  matching(text: string, level?: number): LogEntry[];
}

/** An in-memory pino destination: what the app logged, to assert on. */
export function captureLog(): CapturedLog {
  const lines: string[] = [];
  const entries = () =>
    lines.flatMap((line) => {
      try {
        return [JSON.parse(line) as LogEntry];
      } catch {
        return [];
      }
    });
  return {
    stream: {
      write(chunk: string) {
        lines.push(...chunk.split('\n').filter((line) => line.length > 0));
      },
    },
    text: () => lines.join('\n'),
    entries,
    matching: (text, level) =>
      entries().filter(
        (entry) =>
          typeof entry.msg === 'string' &&
          entry.msg.includes(text) &&
          (level === undefined || entry.level === level),
      ),
  };
}
