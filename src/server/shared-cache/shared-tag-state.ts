import { randomUUID } from 'node:crypto';
import { applyInvalidations, invalidationsAt, type TagInvalidation, type TagManifest } from './tag-invalidations.ts';

/**
 * Tag invalidations shared by every instance through Redis.
 *
 * - An invalidation made here (the webhook reached this instance) is applied to
 *   this process at once, written to a hash of tag states with its time in a
 *   sorted set, and published.
 * - Every instance applies what is published as it arrives: pages this
 *   instance serves from its own page cache turn stale within moments, though
 *   no request of it reads Redis.
 * - A message missed during a reconnection is caught up from the sorted set,
 *   before each render's first cache read and every `pollMs`; an invalidation
 *   made here while Redis was unreachable is sent on each of those rounds
 *   until Redis takes it.
 *
 * Times are the writer's clock; catching up re-reads the last minute, so
 * clocks a few seconds apart lose nothing.
 */

const CLOCK_SKEW_MS = 60_000;

/**
 * Tags per Redis write and per published message: a delivery of thousands of
 * tags (a bulk publish) becomes several bounded commands and messages rather
 * than one that could outgrow a timeout or the clients' buffers.
 */
export const TAGS_PER_MESSAGE = 500;

/** The commands used, as @redis/client names them. */
export interface TagStateCommands {
  hSet(key: string, fields: Record<string, string>): Promise<unknown>;
  hmGet(key: string, fields: string[]): Promise<(string | null)[]>;
  zAdd(key: string, members: { score: number; value: string }[]): Promise<unknown>;
  zRangeByScoreWithScores(
    key: string,
    min: number | string,
    max: number | string,
  ): Promise<{ value: string; score: number }[]>;
  publish(channel: string, message: string): Promise<unknown>;
}

export interface SharedTagStateOptions {
  client: TagStateCommands;
  /** a connection in subscriber mode */
  subscriber: { subscribe(channel: string, listener: (message: string) => void): Promise<void> };
  /** this process's tag states (Next's `tagsManifest`) */
  manifest: TagManifest;
  /** key prefix shared by the instances of one site */
  prefix: string;
  log?: (message: string, error?: unknown) => void;
  /** catch-up period; 0 for none */
  pollMs?: number;
  now?: () => number;
}

export type SharedTagState = ReturnType<typeof createSharedTagState>;

export function createSharedTagState({
  client,
  subscriber,
  manifest,
  prefix,
  log = () => {},
  pollMs = 10_000,
  now = Date.now,
}: SharedTagStateOptions) {
  const channel = `${prefix}tags`;
  const statesKey = `${prefix}tag-states`;
  const timesKey = `${prefix}tag-times`;
  const instance = randomUUID();
  /** the writers' time up to which every invalidation is applied here */
  let caughtUpTo = 0;
  /** invalidations made here that Redis has not taken yet (it was unreachable) */
  let unsent: { at: number; invalidations: Record<string, TagInvalidation> }[] = [];

  async function send() {
    while (unsent.length > 0) {
      const { at, invalidations } = unsent[0]!;
      const states: Record<string, string> = {};
      for (const [tag, state] of Object.entries(invalidations)) states[tag] = JSON.stringify(state);
      await client.hSet(statesKey, states);
      await client.zAdd(
        timesKey,
        Object.keys(invalidations).map((tag) => ({ score: at, value: tag })),
      );
      await client.publish(channel, JSON.stringify({ from: instance, invalidations }));
      unsent = unsent.slice(1);
    }
  }

  async function catchUp() {
    await send();
    const since = Math.max(0, caughtUpTo - CLOCK_SKEW_MS);
    const changed = await client.zRangeByScoreWithScores(timesKey, since, '+inf');
    if (changed.length === 0) return;
    const tags = changed.map((c) => c.value);
    const states = await client.hmGet(statesKey, tags);
    const invalidations: Record<string, TagInvalidation> = {};
    tags.forEach((tag, i) => {
      const state = states[i];
      if (state) invalidations[tag] = JSON.parse(state) as TagInvalidation;
    });
    applyInvalidations(manifest, invalidations);
    caughtUpTo = Math.max(caughtUpTo, ...changed.map((c) => c.score));
  }

  const ready = subscriber
    .subscribe(channel, (message) => {
      try {
        const { from, invalidations } = JSON.parse(message) as {
          from: string;
          invalidations: Record<string, TagInvalidation>;
        };
        if (from !== instance) applyInvalidations(manifest, invalidations);
      } catch (error) {
        log('shared cache: unreadable invalidation message', error);
      }
    })
    .then(catchUp);

  const timer =
    pollMs > 0
      ? setInterval(
          () => void catchUp().catch((error: unknown) => log('shared cache: catching up failed', error)),
          pollMs,
        )
      : null;
  timer?.unref();

  return {
    /** resolves once subscribed and caught up with every earlier invalidation */
    ready,
    catchUp,
    /** Invalidates `tags` here, then for every instance. */
    async invalidate(tags: readonly string[], durations?: { expire?: number }) {
      const at = now();
      const invalidations = invalidationsAt(manifest, tags, durations, at);
      applyInvalidations(manifest, invalidations);
      const entries = Object.entries(invalidations);
      for (let start = 0; start < entries.length; start += TAGS_PER_MESSAGE) {
        unsent.push({ at, invalidations: Object.fromEntries(entries.slice(start, start + TAGS_PER_MESSAGE)) });
      }
      await send();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
