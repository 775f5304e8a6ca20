import type { IncomingMessage, ServerResponse } from 'node:http';
import { refusalBody } from './request-refusals.ts';

/**
 * Overload gives a fast 503, not a timeout (ADR 0050). Node accepts every
 * connection it is offered, so past what the CPU can answer each request
 * simply waits longer: at 200 connections on a busy machine, visitors and load
 * balancers saw 5 s answers and timeouts.
 *
 * Where the wait builds up (measured on `/lojas`): a cached page is answered
 * within one turn of the event loop, so requests are not "in flight" for
 * long; they queue in front of the handler. Each turn reads every socket that
 * is ready and answers each request in order, so at 1,000 connections one
 * turn took 2.7 s, and the last request read in it had waited all that time.
 * So the guard watches how long the current turn has been answering: once it
 * is past `maxTurnMs`, the rest of the turn's requests are told straight away,
 * with `Retry-After`, to come back in a few seconds. Answering one costs a
 * fraction of a millisecond, so turns stay short and an admitted visitor waits
 * about two turns at most. Requests that span turns (a page rendered while the
 * content service is slow) are capped apart, by `maxInFlight`.
 */
export const OVERLOAD_LIMITS = {
  /** how long one turn of the event loop answers requests before it turns the rest away (`SITE_MAX_TURN_MS`) */
  maxTurnMs: 500,
  /** requests answered at once (`SITE_MAX_IN_FLIGHT`) */
  maxInFlight: 256,
  /** what a refused client is told to wait, in seconds */
  retryAfterSeconds: 5,
} as const;

const MESSAGE = {
  pt: 'O site está com muitos acessos agora. Tente de novo em alguns segundos.',
  en: 'The site is very busy right now. Please try again in a few seconds.',
};

/**
 * Answered however busy the server is:
 * - the health check: a load balancer must tell a busy instance from a dead one;
 * - the build's static files (`/_next/static/`: scripts, styles, fonts). They are what a page already sent needs to
 *   work, and a browser never asks again for a refused script: a page whose chunk got a 503 stayed a page without
 *   JavaScript, its search, menus and forms dead (CI on 2026-12-07: a loaded machine turned a page's scripts away,
 *   and it never hydrated). They are immutable files, cheap to send, and a CDN answers them in production. The
 *   pages are where the guard turns visitors away.
 */
const alwaysAdmitted = (url: string) =>
  url === '/api/health' || url.startsWith('/api/health?') || url.startsWith('/_next/static/');

function wholeNumberFromEnv(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}, not "${raw}"`);
  return value;
}

export interface OverloadLimits {
  maxInFlight: number;
  maxTurnMs: number;
  retryAfterSeconds: number;
}

export function overloadLimitsFromEnv(env: Record<string, string | undefined> = process.env): OverloadLimits {
  return {
    maxInFlight: wholeNumberFromEnv(env, 'SITE_MAX_IN_FLIGHT', OVERLOAD_LIMITS.maxInFlight, 100_000),
    maxTurnMs: wholeNumberFromEnv(env, 'SITE_MAX_TURN_MS', OVERLOAD_LIMITS.maxTurnMs, 600_000),
    retryAfterSeconds: OVERLOAD_LIMITS.retryAfterSeconds,
  };
}

/**
 * How long the event loop's current turn has been answering requests: the
 * first request of a turn starts the clock and an immediate (which runs once
 * the turn's sockets have all been read) stops it. Nothing runs while the
 * site is idle.
 */
export function loopTurnClock(now: () => number = () => performance.now()): () => number {
  let turnStartedAt: number | null = null;
  return () => {
    const at = now();
    if (turnStartedAt === null) {
      turnStartedAt = at;
      setImmediate(() => {
        turnStartedAt = null;
      });
    }
    return at - turnStartedAt;
  };
}

export interface OverloadGuard {
  /** Answers 503 when the server is past its limits and returns false; else counts the request until its response closes. */
  admit(request: IncomingMessage, response: ServerResponse): boolean;
  readonly inFlight: number;
}

export function overloadGuard(
  limits: Partial<OverloadLimits> = {},
  turnMs: () => number = loopTurnClock(),
): OverloadGuard {
  const { maxInFlight, maxTurnMs, retryAfterSeconds } = { ...OVERLOAD_LIMITS, ...limits };
  let inFlight = 0;
  return {
    get inFlight() {
      return inFlight;
    },
    admit(request, response) {
      const url = request.url ?? '/';
      if (alwaysAdmitted(url)) return true;
      if (turnMs() > maxTurnMs || inFlight >= maxInFlight) {
        const { contentType, body } = refusalBody(url, 503, 'overloaded', MESSAGE);
        response.writeHead(503, {
          'content-type': contentType,
          'content-length': Buffer.byteLength(body),
          'cache-control': 'no-store',
          'retry-after': String(retryAfterSeconds),
        });
        response.end(request.method === 'HEAD' ? undefined : body);
        return false;
      }
      inFlight += 1;
      // 'close' comes once, whether the answer was sent or the client went away
      response.once('close', () => {
        inFlight -= 1;
      });
      return true;
    },
  };
}
