/** Flattens a zod safeParse result to `{ path, message }` pairs, so tests can compare what a form would show. */
interface ParseResult {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | undefined;
}

export function messagesOf(result: ParseResult): { path: string; message: string }[] {
  if (result.success || !result.error) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
