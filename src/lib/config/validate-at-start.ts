import { ConfigError, parseServerConfig } from './env-schema';

/**
 * Called from `instrumentation.ts` when the server starts: a missing or
 * malformed variable stops `next start` / `next dev` with one line per
 * variable instead of failing later on the first request.
 */
export function validateConfigAtStart(env: Record<string, string | undefined> = process.env): void {
  try {
    parseServerConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\n${error.message}\nSee README "Environment variables" and .env.example.\n`);
    process.exit(1);
  }
}
