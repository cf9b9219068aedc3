/**
 * The common contract's plain values, without zod: what the web app reads on its screens, so that
 * importing one does not bring the schemas (decision record 020). `common.ts` re-exports them.
 */
export const NEW_ENTITY_ID = '00000000-0000-0000-0000-000000000000';
