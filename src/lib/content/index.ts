/**
 * The contract of the content model's JSON fields, shared by the site and
 * the embedded content service (cms/), which is why it is plain TypeScript
 * and zod with explicit `.ts` imports: Node runs cms/ with type stripping.
 * DatoCMS stores JSON fields opaquely, so the site parses every one through
 * these schemas (ADR 0037); the service refuses content that breaks them.
 */
export * from './localized-text-schema.ts';
export * from './opening-hours-schema.ts';
export * from './site-links-schema.ts';
export * from './ticket-price-schema.ts';
export * from './text-list-schema.ts';
export * from './cinema-schema.ts';
export * from './directions-schema.ts';
export * from './contact-schema.ts';
export * from './masterplan-schema.ts';
export * from './floor-plan-schema.ts';
export * from './walkway-schema.ts';
export * from './svg-geometry.ts';
export * from './project-settings-schema.ts';
export * from './event-schema.ts';
