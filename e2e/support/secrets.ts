/** The secrets playwright.config.ts gives the server under test (never the development defaults). */
export const PREVIEW_SECRET = process.env.PREVIEW_SECRET!;
export const WEBHOOK_SECRET = process.env.CMS_WEBHOOK_SECRET!;
