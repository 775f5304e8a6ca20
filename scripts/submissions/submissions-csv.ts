import type { StoredSubmission } from '../../src/features/forms/server/submission-store.ts';

/** A cell a spreadsheet will not run as a formula (=, +, -, @ at the start), quoted when it must be. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Submissions as CSV: the record's own columns, then every field any of them
 * has (a form's fields can change over time), in a stable order.
 */
export function submissionsCsv(rows: readonly StoredSubmission[]): string {
  const fieldNames = [...new Set(rows.flatMap((r) => Object.keys(r.fields)))].sort();
  const header = [
    'id',
    'form',
    'created_at',
    'locale',
    'consent_policy_version',
    'consent_at',
    'resume',
    ...fieldNames,
  ];
  const lines = rows.map((r) =>
    [
      r.id,
      r.form,
      r.createdAt,
      r.locale,
      r.consent.policyVersion,
      r.consent.at,
      r.resumeKey ?? '',
      ...fieldNames.map((name) => r.fields[name] ?? ''),
    ]
      .map(cell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
