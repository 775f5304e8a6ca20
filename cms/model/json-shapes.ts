/**
 * The shapes of the JSON fields now live with their zod schemas in
 * src/lib/content, shared by the site and this service (ADR 0037); this file
 * stays so the demo-content scripts keep their imports.
 */
export * from '../../src/lib/content/index.ts';
