import { LIVE_RECONNECT_START_MS } from './live-reconnect';

/**
 * The options of the real-time subscription (spec §4, §9): drafts included,
 * reconnection from 1000 ms doubling with jitter; datocms-listen caps it at
 * 20000 ms (LIVE_RECONNECT_CAP_MS) and stops for good on a fatal channelError.
 */

export interface LiveSubscriptionConfig {
  query: string;
  variables: Record<string, unknown>;
  token: string;
  baseUrl: string;
  environment?: string | undefined;
}

export function liveSubscriptionOptions(config: LiveSubscriptionConfig) {
  return {
    enabled: true as const,
    query: config.query,
    variables: config.variables,
    token: config.token,
    includeDrafts: true,
    excludeInvalid: false,
    baseUrl: config.baseUrl,
    reconnectionPeriod: LIVE_RECONNECT_START_MS,
    ...(config.environment ? { environment: config.environment } : {}),
  };
}
