/**
 * The areas contract's plain values, without zod: what the web app reads on its screens and at its
 * start, so that importing one does not bring the schemas (decision record 020). `areas.ts`
 * re-exports them.
 */

/**
 * An area's name as its key, the key its prices page's address holds: lower case, words joined by
 * '-' ('Akwa Ibom' → 'akwa-ibom', 'FCT' → 'fct'). The server finds an area by it; the app writes
 * links with it and reads addresses with it.
 */
export const areaKeyOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
