/**
 * JSON as the text of a `<script>` (the JSON-LD of a page's head, the data a rendered page carries; issue 28): `<`, `>`,
 * `&`, `'` and the two line separators as JSON escapes, so that no value can close the script, open a comment
 * (`</script>`, `<!--`) or break an attribute the server writes beside it; the text parses back to the same data.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/'/g, '\\u0027')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
