/**
 * `graphql/` and `stories/` mirror the source tree (ADR 0038): a feature that queries content keeps
 * its documents in `graphql/<feature>`, a feature with styles keeps its stories in
 * `stories/<feature>`, and every folder there belongs to a feature (or to a shared folder of
 * src/components or src/lib, which own the shared fragments and components).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const folders = (dir: string) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir)).filter((name) => statSync(path.join(root, dir, name)).isDirectory())
    : [];
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

const features = folders('src/features');
const owners = new Set([...features, ...folders('src/components'), ...folders('src/lib')]);

/** true when any source file of the feature sends one of the generated documents */
const queriesContent = (feature: string) =>
  filesUnder(path.join(root, 'src/features', feature)).some(
    (file) =>
      /\.tsx?$/.test(file) &&
      /import \{[^}]*\w+Document\b[^}]*\} from '@generated\/graphql'/.test(readFileSync(file, 'utf8')),
  );
const hasStyles = (feature: string) =>
  filesUnder(path.join(root, 'src/features', feature)).some((file) => file.endsWith('.module.css'));

describe('graphql/ and stories/ mirror src/features', () => {
  it('every folder of graphql/ and stories/ belongs to a feature or a shared folder', () => {
    const orphans = [
      ...folders('graphql').map((f) => `graphql/${f}`),
      ...folders('stories').map((f) => `stories/${f}`),
    ].filter((twin) => !owners.has(twin.split('/')[1]!));
    expect(orphans, 'rename or remove these, or create the feature they belong to').toEqual([]);
  });

  it('a feature that queries content keeps its documents in graphql/<feature>, and only then', () => {
    const mismatched = features.filter(
      (feature) => queriesContent(feature) !== existsSync(path.join(root, 'graphql', feature)),
    );
    expect(
      mismatched,
      'graphql/<feature> exists exactly when src/features/<feature> sends a generated document',
    ).toEqual([]);
  });

  it('a feature with styles has its stories in stories/<feature>', () => {
    const missing = features.filter(
      (feature) => hasStyles(feature) && !existsSync(path.join(root, 'stories', feature)),
    );
    expect(missing, 'each styled component is reviewed in Storybook').toEqual([]);
  });
});
