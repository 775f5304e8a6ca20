import 'server-only';
import { parseServerConfig, type ServerConfig } from './env-schema';

let cached: ServerConfig | undefined;

/** The whole configuration, secrets included. Server code only. Validated once. */
export function getServerConfig(): ServerConfig {
  cached ??= parseServerConfig(process.env);
  return cached;
}
