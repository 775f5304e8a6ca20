// Staff export of the forms' submissions (LGPD: access without a public door).
//   npm run submissions:export -- --form contact --from 2026-11-01 --to 2026-12-01 --format csv --out exports
// Writes <out>/<form>-<from>-<to>.<csv|json> and, for job applications, the résumés in <out>/resumes/.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openResumeStorage } from '../../src/features/forms/server/open-store.ts';
import { openStore } from '../../src/features/forms/server/open-store.ts';
import { submissionsConfig } from '../../src/features/forms/server/submissions-config.ts';
import { submissionsCsv } from './submissions-csv.ts';

const FORMS = ['contact', 'newsletter', 'job'] as const;

export async function exportSubmissions(
  options: { form: (typeof FORMS)[number]; from?: string; to?: string; format: 'csv' | 'json'; out: string },
  env = process.env,
) {
  const config = submissionsConfig(env);
  const store = openStore(config);
  try {
    const rows = await store.list({
      form: options.form,
      from: options.from && new Date(options.from).toISOString(),
      to: options.to && new Date(options.to).toISOString(),
    });
    await mkdir(options.out, { recursive: true, mode: 0o700 });
    const file = path.join(
      options.out,
      `${options.form}-${options.from ?? 'inicio'}-${options.to ?? 'hoje'}.${options.format}`,
    );
    await writeFile(file, options.format === 'csv' ? submissionsCsv(rows) : `${JSON.stringify(rows, null, 2)}\n`, {
      mode: 0o600,
    });
    const resumes = openResumeStorage(config);
    const withResume = rows.filter((r) => r.resumeKey);
    if (withResume.length > 0) {
      await mkdir(path.join(options.out, 'resumes'), { recursive: true, mode: 0o700 });
      for (const row of withResume)
        await writeFile(path.join(options.out, 'resumes', row.resumeKey!), await resumes.read(row.resumeKey!), {
          mode: 0o600,
        });
    }
    return { file, count: rows.length, resumes: withResume.length };
  } finally {
    await store.close();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      form: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      out: { type: 'string', default: 'exports' },
    },
  });
  const form = FORMS.find((f) => f === values.form);
  const format = values.format === 'json' ? 'json' : values.format === 'csv' ? 'csv' : null;
  if (!form || !format) {
    console.error(
      'usage: npm run submissions:export -- --form contact|newsletter|job [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--format csv|json] [--out folder]',
    );
    process.exit(2);
  }
  const result = await exportSubmissions({ form, from: values.from, to: values.to, format, out: values.out! });
  console.log(
    `${result.count} submission(s) → ${result.file}${result.resumes ? `, ${result.resumes} résumé(s) in ${path.join(values.out!, 'resumes')}` : ''}`,
  );
}
