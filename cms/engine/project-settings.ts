import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  localeEnumValue,
  projectSettingsSchema,
  type ProjectSettings,
} from '../../src/lib/content/project-settings-schema.ts';
import type { ContentProblem } from './validate-record.ts';

/**
 * The project's settings (`_site.json` at the top of the content folder):
 * what DatoCMS keeps in the project rather than in records. They decide the
 * `SiteLocale` enum, the locales a content file may hold, `_site` and the
 * global part of every `_seoMetaTags`.
 */

export const SETTINGS_FILE = '_site.json';

/** The project's locales: codes as content files key them (`pt-BR`), enum values as GraphQL names them (`pt_BR`). */
export class ProjectLocales {
  /** in project order; the first is the default locale */
  readonly codes: readonly string[];
  readonly enumValues: readonly string[];
  private readonly byEnum: ReadonlyMap<string, string>;

  constructor(codes: readonly string[]) {
    this.codes = codes;
    this.enumValues = codes.map(localeEnumValue);
    this.byEnum = new Map(this.enumValues.map((v, i) => [v, codes[i]!]));
  }

  get defaultCode(): string {
    return this.codes[0]!;
  }

  /** `pt_BR` → `pt-BR`; GraphQL has already checked the value against the enum */
  codeOf(enumValue: string): string {
    return this.byEnum.get(enumValue) ?? enumValue;
  }

  enumOf(code: string): string {
    return localeEnumValue(code);
  }

  sameAs(other: ProjectLocales): boolean {
    return other.codes.join('\u0000') === this.codes.join('\u0000');
  }
}

export interface SiteState {
  readonly settings: ProjectSettings;
  readonly locales: ProjectLocales;
  /** the file's text, to tell an edit from a no-op on reload */
  readonly raw: string;
}

/**
 * Reads and validates the settings file. A problem names the file and the
 * setting (`global_seo.en.title_suffix`), like a record's problems do.
 */
export async function readProjectSettings(
  contentDir: string,
): Promise<{ site: SiteState | null; problems: ContentProblem[] }> {
  const abs = join(contentDir, SETTINGS_FILE);
  const path = relative(process.cwd(), abs);
  const raw = await readFile(abs, 'utf8').catch(() => null);
  if (raw === null)
    return {
      site: null,
      problems: [
        {
          path,
          reason: `the project's settings file is missing (locales, timezone, global SEO, favicon; see cms/README.md)`,
        },
      ],
    };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (e) {
    return { site: null, problems: [{ path, reason: `not valid JSON: ${(e as Error).message}` }] };
  }
  const parsed = projectSettingsSchema.safeParse(data);
  if (!parsed.success) {
    return {
      site: null,
      problems: parsed.error.issues.map((issue) => ({
        path,
        ...(issue.path.length > 0 ? { field: issue.path.join('.') } : {}),
        reason: issue.message,
      })),
    };
  }
  return { site: { settings: parsed.data, locales: new ProjectLocales(parsed.data.locales), raw }, problems: [] };
}

/** Checks the uploads the settings name: a favicon or a fallback image that is not an upload is a problem, as in a record. */
export function settingsUploadProblems(
  site: SiteState,
  uploads: ReadonlyMap<string, unknown>,
  path: string,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const check = (field: string, upload: string | null) => {
    if (upload !== null && !uploads.has(upload))
      problems.push({ path, field, reason: `upload not found: cms/uploads/${upload}` });
  };
  check('favicon', site.settings.favicon);
  for (const [locale, seo] of Object.entries(site.settings.global_seo ?? {}))
    check(`global_seo.${locale}.fallback_seo.image`, seo.fallback_seo?.image ?? null);
  return problems;
}
