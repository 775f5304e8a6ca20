/**
 * What connects the site to the project: two Content Delivery tokens (published
 * and drafts, no CMA access), the cache-tags webhook to /api/revalidate with the
 * secret header, and the Web Previews plugin asking /api/preview-links, as
 * DatoCMS's Next.js starter kit installs them after its first deploy. Each is
 * found by name (package name for the plugin) and created only when missing or
 * corrected when it points elsewhere, so a rerun changes nothing. The secrets
 * are read back from what exists, so they are stable across runs.
 */
import { randomBytes } from 'node:crypto';
import type { ApiTypes, Client } from '@datocms/cma-client-node';

export const ROLE_NAME = 'Website (Content Delivery only)';
export const PUBLISHED_TOKEN_NAME = 'Website: published content (read-only)';
export const DRAFT_TOKEN_NAME = 'Website: drafts (read-only, server only)';
export const WEBHOOK_NAME = 'Website: invalidate cache tags';
export const WEB_PREVIEWS_PLUGIN = 'datocms-plugin-web-previews';
export const WEBHOOK_SECRET_HEADER = 'X-Webhook-Secret';

const newSecret = () => randomBytes(24).toString('base64url');

export interface DeliveryAccess {
  publishedToken: string;
  draftToken: string;
  webhookSecret: string;
}

export async function ensureTokensAndWebhook(
  client: Client,
  siteUrl: string,
  log: (line: string) => void,
): Promise<DeliveryAccess> {
  const roles = await client.roles.list();
  let role = roles.find((r) => r.name === ROLE_NAME);
  if (!role) {
    role = await client.roles.create({
      name: ROLE_NAME,
      // reads content through the Content Delivery API only; may not edit anything
      can_edit_site: false,
      can_edit_schema: false,
      can_manage_users: false,
      can_manage_webhooks: false,
      can_manage_access_tokens: false,
      environments_access: 'all',
    });
    log(`  created role "${ROLE_NAME}"`);
  }
  const tokens = await client.accessTokens.list();
  const token = async (name: string, preview: boolean): Promise<string> => {
    const existing = tokens.find((t) => t.name === name);
    if (existing) {
      if (existing.can_access_cma || existing.can_access_cda_preview !== preview) {
        throw new Error(
          `the API token "${name}" exists with other permissions; rename or delete it in DatoCMS and run again`,
        );
      }
      return existing.token ?? '';
    }
    const created = await client.accessTokens.create({
      name,
      can_access_cda: true,
      can_access_cda_preview: preview,
      can_access_cma: false,
      role: { id: role.id, type: 'role' },
    });
    log(`  created API token "${name}"`);
    return created.token ?? '';
  };
  const publishedToken = await token(PUBLISHED_TOKEN_NAME, false);
  const draftToken = await token(DRAFT_TOKEN_NAME, true);

  const url = new URL('/api/revalidate', siteUrl).toString();
  const hooks = await client.webhooks.list();
  const hook = hooks.find((w) => w.name === WEBHOOK_NAME);
  const webhookSecret = hook?.headers[WEBHOOK_SECRET_HEADER] ?? newSecret();
  const events: ApiTypes.WebhookCreateSchema['events'] = [
    { entity_type: 'cda_cache_tags', event_types: ['invalidate'], filters: [] },
  ];
  if (!hook) {
    await client.webhooks.create({
      name: WEBHOOK_NAME,
      url,
      custom_payload: null,
      headers: { [WEBHOOK_SECRET_HEADER]: webhookSecret },
      events,
      http_basic_user: null,
      http_basic_password: null,
      enabled: true,
    });
    log(`  created webhook "${WEBHOOK_NAME}" → ${url}`);
  } else if (hook.url !== url || JSON.stringify(hook.events) !== JSON.stringify(events) || !hook.enabled) {
    await client.webhooks.update(hook.id, {
      url,
      events,
      headers: { ...hook.headers, [WEBHOOK_SECRET_HEADER]: webhookSecret },
      enabled: true,
    });
    log(`  updated webhook "${WEBHOOK_NAME}" → ${url}`);
  }
  return { publishedToken, draftToken, webhookSecret };
}

const previewWebhookUrl = (siteUrl: string, secret: string) =>
  new URL(`/api/preview-links?token=${encodeURIComponent(secret)}`, siteUrl).toString();

function webPreviewsParameters(siteUrl: string, secret: string) {
  return {
    frontends: [{ name: 'Website', previewWebhook: previewWebhookUrl(siteUrl, secret) }],
    startOpen: true,
  };
}

/** The preview secret already configured in the plugin, if its frontend points at this site. */
function configuredPreviewSecret(plugin: ApiTypes.Plugin | undefined, siteUrl: string): string | null {
  const frontends = (plugin?.parameters as { frontends?: { previewWebhook?: string }[] } | undefined)?.frontends ?? [];
  for (const f of frontends) {
    if (!f.previewWebhook) continue;
    const u = new URL(f.previewWebhook);
    if (u.origin === new URL(siteUrl).origin && u.pathname === '/api/preview-links') return u.searchParams.get('token');
  }
  return null;
}

export async function planWebPreviews(
  client: Client,
  siteUrl: string,
): Promise<{ change: string | null; previewSecret: string | null }> {
  const plugin = (await client.plugins.list()).find((p) => p.package_name === WEB_PREVIEWS_PLUGIN);
  const secret = configuredPreviewSecret(plugin, siteUrl);
  if (!plugin) return { change: 'install the Web Previews plugin', previewSecret: null };
  if (!secret) return { change: 'point the Web Previews plugin at the site', previewSecret: null };
  return { change: null, previewSecret: secret };
}

/** Installs or corrects the plugin in the given environment; returns the preview secret it uses. */
export async function ensureWebPreviews(
  client: Client,
  siteUrl: string,
  previewSecret: string | null,
  log: (line: string) => void,
): Promise<string> {
  const plugins = await client.plugins.list();
  let plugin = plugins.find((p) => p.package_name === WEB_PREVIEWS_PLUGIN);
  const secret = configuredPreviewSecret(plugin, siteUrl) ?? previewSecret ?? newSecret();
  if (!plugin) {
    plugin = await client.plugins.create({ package_name: WEB_PREVIEWS_PLUGIN });
    log(`  installed ${WEB_PREVIEWS_PLUGIN}`);
  }
  if (configuredPreviewSecret(plugin, siteUrl) !== secret) {
    await client.plugins.update(plugin.id, { parameters: webPreviewsParameters(siteUrl, secret) });
    log(`  Web Previews → ${new URL('/api/preview-links', siteUrl).toString()}`);
  }
  return secret;
}
