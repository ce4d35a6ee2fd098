/**
 * JSON to put inside a `<script>`: `<` written as \u003c (and the two line separators JavaScript once refused), so
 * that no text of the data can close the script or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
