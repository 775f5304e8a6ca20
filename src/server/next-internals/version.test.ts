import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEXT_CHECKED_VERSION, nextVersionProblem, SUPPORTED_NEXT_RANGE } from './version';

/**
 * The site relies on Next.js internals (src/server/next-internals, ADR 0058):
 * a next outside the versions they were checked against fails here, with what
 * to do, before it can break them silently.
 */
const projectFile = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('the version of next', () => {
  it('package.json pins next exactly, within the range the internals were checked against', () => {
    const declared = (projectFile('package.json').dependencies as Record<string, string>).next ?? '(missing)';
    expect(nextVersionProblem(declared, 'next in package.json'), 'package.json').toBeNull();
  });

  it('the installed next is within that range', () => {
    const installed = String(projectFile('node_modules/next/package.json').version);
    expect(nextVersionProblem(installed, 'the installed next (node_modules/next)'), 'node_modules/next').toBeNull();
  });

  it('eslint-config-next follows next', () => {
    const { dependencies, devDependencies } = projectFile('package.json') as Record<string, Record<string, string>>;
    expect(devDependencies!['eslint-config-next']).toBe(dependencies!.next);
  });

  it('the range starts at the version the module names', () => {
    expect(SUPPORTED_NEXT_RANGE.from).toBe(NEXT_CHECKED_VERSION);
    expect(nextVersionProblem(SUPPORTED_NEXT_RANGE.from)).toBeNull();
    expect(nextVersionProblem(SUPPORTED_NEXT_RANGE.through)).toBeNull();
  });

  it('refuses, with the checklist to run, a version outside the range, a range and a prerelease', () => {
    expect(nextVersionProblem('16.5.0')).toMatch(
      /^next is 16\.5\.0, outside >=16\.4\.6 <=.*docs\/adr\/0058-next-internals-in-one-module\.md/,
    );
    expect(nextVersionProblem('16.4.5')).toMatch(/outside/);
    expect(nextVersionProblem('17.0.0')).toMatch(/outside/);
    expect(nextVersionProblem('^16.4.6')).toMatch(/not an exact version: pin next exactly/);
    expect(nextVersionProblem('16.5.0-canary.3')).toMatch(/not an exact version/);
  });
});
