import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { StoredRecord, UploadMeta } from './content-types.ts';
import { readProjectSettings, SETTINGS_FILE, settingsUploadProblems, type SiteState } from './project-settings.ts';
import type { UploadIndex } from './uploads.ts';
import { checkRecordFile, isMissing, type ContentProblem, type RecordRef } from './validate-record.ts';

/**
 * Reads every content file, validates it, and indexes the records that pass.
 * A file that fails keeps its last valid version (from `previous`) in service,
 * so a half-saved edit never takes a page down.
 */

export interface ContentSnapshot {
  readonly records: ReadonlyMap<string, StoredRecord>;
  /** records of each model, in id order */
  readonly byModel: ReadonlyMap<string, readonly StoredRecord[]>;
  readonly uploads: ReadonlyMap<string, UploadMeta>;
  readonly problems: readonly ContentProblem[];
  /** references of each record, kept to re-check a record carried over from the previous load */
  readonly refs: ReadonlyMap<string, readonly RecordRef[]>;
  /** the project's settings (`_site.json`) */
  readonly site: SiteState;
}

/** What a load starts from: nothing yet on the first one. */
export type PreviousSnapshot = Omit<ContentSnapshot, 'site'> & { readonly site: SiteState | null };

export const EMPTY_SNAPSHOT: PreviousSnapshot = {
  records: new Map(),
  byModel: new Map(),
  uploads: new Map(),
  problems: [],
  refs: new Map(),
  site: null,
};

/** The id under which a change of the project's settings is reported (and cache-tagged). */
export const SITE_CHANGE_ID = '_site';

/**
 * The settings file, validated; when it is broken the previous settings stay in service, as a
 * record's last valid version does. With nothing to fall back on, the service cannot answer anything.
 */
async function loadSite(
  contentDir: string,
  uploads: ReadonlyMap<string, UploadMeta>,
  previous: SiteState | null,
  problems: ContentProblem[],
): Promise<SiteState> {
  const read = await readProjectSettings(contentDir);
  const path = relative(process.cwd(), join(contentDir, SETTINGS_FILE));
  const found = read.site ? settingsUploadProblems(read.site, uploads, path) : read.problems;
  if (read.site && found.length === 0) return read.site;
  problems.push(...found);
  if (previous) return previous;
  const details = found.map((p) => `  ${p.path}${p.field ? ` › ${p.field}` : ''}: ${p.reason}`).join('\n');
  throw new Error(`The content service cannot start without valid project settings:\n${details}`);
}

interface Candidate {
  record: StoredRecord;
  refs: readonly RecordRef[];
  /** carried over from the previous load because its file is now invalid */
  carried: boolean;
}

export async function loadContent(opts: {
  contentDir: string;
  uploads: UploadIndex;
  previous: PreviousSnapshot;
}): Promise<ContentSnapshot> {
  const uploads = await opts.uploads.scan();
  const problems: ContentProblem[] = [];
  const site = await loadSite(opts.contentDir, uploads, opts.previous.site, problems);
  const locales = site.locales.codes;
  const candidates = new Map<string, Candidate>();
  const seen = new Set<string>();
  const previous = opts.previous;

  const carryOver = (id: string): void => {
    const old = previous.records.get(id);
    if (old && !candidates.has(id))
      candidates.set(id, { record: old, refs: previous.refs.get(id) ?? [], carried: true });
  };

  const modelDirs = await readdir(opts.contentDir, { withFileTypes: true }).catch(() => []);
  for (const dir of modelDirs.filter((d) => d.isDirectory()).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const files = (await readdir(join(opts.contentDir, dir.name))).filter((f) => f.endsWith('.json')).sort();
    for (const file of files) {
      const abs = join(opts.contentDir, dir.name, file);
      const path = relative(process.cwd(), abs);
      const id = file.slice(0, -'.json'.length);
      if (seen.has(id)) {
        problems.push({ path, field: 'id', reason: `record id "${id}" is used by another file` });
        continue;
      }
      seen.add(id);
      const raw = await readFile(abs, 'utf8').catch(() => null);
      if (raw === null) continue; // deleted while reading: the next reload sees it gone
      const check = checkRecordFile({ path, modelApiKey: dir.name, fileId: id, raw, uploads, locales });
      problems.push(...check.problems);
      if (check.record) candidates.set(id, { record: check.record, refs: check.refs, carried: false });
      else carryOver(id);
    }
  }

  // Cross-record checks can drop a record that others link to, so repeat until stable.
  const reported = new Set<string>();
  const report = (p: ContentProblem) => {
    const key = `${p.path}\u0000${p.field}\u0000${p.reason}`;
    if (!reported.has(key)) {
      reported.add(key);
      problems.push(p);
    }
  };
  for (let changed = true; changed;) {
    changed = false;
    const failing = new Map<string, ContentProblem[]>();
    for (const [id, c] of candidates) {
      for (const ref of c.refs) {
        const target = candidates.get(ref.id);
        const reason = !target
          ? `links to "${ref.id}", which is not a valid record`
          : !ref.models.includes(target.record.model.apiKey)
            ? `links to "${ref.id}", a ${target.record.model.apiKey} record; allowed: ${ref.models.join(', ')}`
            : null;
        if (reason) failing.set(id, [...(failing.get(id) ?? []), { path: c.record.path, field: ref.field, reason }]);
      }
    }
    for (const [id, list] of uniquenessProblems(candidates, locales))
      failing.set(id, [...(failing.get(id) ?? []), ...list]);
    for (const [id, list] of failing) {
      const c = candidates.get(id)!;
      if (!c.carried) list.forEach(report);
      candidates.delete(id);
      if (!c.carried) carryOver(id);
      changed = true;
    }
  }

  const records = new Map<string, StoredRecord>();
  const byModel = new Map<string, StoredRecord[]>();
  const refs = new Map<string, readonly RecordRef[]>();
  for (const id of [...candidates.keys()].sort()) {
    const c = candidates.get(id)!;
    records.set(id, c.record);
    refs.set(id, c.refs);
    const list = byModel.get(c.record.model.apiKey) ?? [];
    list.push(c.record);
    byModel.set(c.record.model.apiKey, list);
  }
  assignPositions(byModel);
  return { records, byModel, uploads, problems, refs, site };
}

/** sortable records without an explicit position follow the positioned ones, in id order */
function assignPositions(byModel: Map<string, StoredRecord[]>): void {
  for (const list of byModel.values()) {
    if (!list[0]?.model.sortable) continue;
    let next = Math.max(0, ...list.map((r) => r.position ?? 0));
    for (const r of list) if (r.position === null) r.position = ++next;
  }
}

/** duplicate values of `unique` fields, reported on the record whose id sorts later */
function uniquenessProblems(
  candidates: ReadonlyMap<string, Candidate>,
  locales: readonly string[],
): Map<string, ContentProblem[]> {
  const out = new Map<string, ContentProblem[]>();
  const owners = new Map<string, string>();
  const reported = new Set<string>();
  for (const id of [...candidates.keys()].sort()) {
    const { record } = candidates.get(id)!;
    for (const f of record.model.fields) {
      if (!f.validators?.unique) continue;
      const versions = [
        ['published', record.published],
        ['draft', record.draft ?? record.published],
      ] as const;
      for (const [name, version] of versions) {
        const value = version?.fields[f.apiKey];
        const perLocale: [string, unknown][] = f.localized
          ? locales.map((l) => [l, (value as Record<string, unknown> | null | undefined)?.[l]])
          : [['', value]];
        for (const [locale, v] of perLocale) {
          if (isMissing(v)) continue;
          const key = `${record.model.apiKey}\u0000${f.apiKey}\u0000${name}\u0000${locale}\u0000${JSON.stringify(v)}`;
          const owner = owners.get(key);
          if (owner === undefined) owners.set(key, id);
          else if (owner !== id) {
            const field = locale ? `${f.apiKey}.${locale}` : f.apiKey;
            // a record without a draft shows the same value in both views: one problem is enough
            if (reported.has(`${id}\u0000${field}`)) continue;
            reported.add(`${id}\u0000${field}`);
            out.set(id, [
              ...(out.get(id) ?? []),
              {
                path: record.path,
                field,
                reason: `${name}: unique: ${JSON.stringify(v)} is already used by "${owner}"`,
              },
            ]);
          }
        }
      }
    }
  }
  return out;
}

export interface ContentChange {
  model: string;
  id: string;
  kind: 'created' | 'updated' | 'deleted';
  /** whether published answers can differ (false for a draft-only edit) */
  published: boolean;
}

/** Everything of a record that a published answer can show. */
function publishedStateOf(record: StoredRecord): string {
  return JSON.stringify([record.published, record.position, record.createdAt]);
}

/**
 * What a reader of the content sees change between two loads. A settings edit is one change of
 * `_site`: every answer that read `_site` or a record's `_seoMetaTags` depends on it.
 */
export function diffSnapshots(before: PreviousSnapshot, after: ContentSnapshot): ContentChange[] {
  const changes: ContentChange[] = [];
  if (before.site && before.site.raw !== after.site.raw)
    changes.push({ model: SITE_CHANGE_ID, id: SITE_CHANGE_ID, kind: 'updated', published: true });
  for (const [id, r] of after.records) {
    const old = before.records.get(id);
    if (!old) changes.push({ model: r.model.apiKey, id, kind: 'created', published: r.published !== null });
    else if (old.raw !== r.raw)
      changes.push({
        model: r.model.apiKey,
        id,
        kind: 'updated',
        published: publishedStateOf(old) !== publishedStateOf(r),
      });
  }
  for (const [id, r] of before.records)
    if (!after.records.has(id))
      changes.push({ model: r.model.apiKey, id, kind: 'deleted', published: r.published !== null });
  return changes;
}
