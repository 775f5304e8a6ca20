/**
 * The analytics tag-manager container id rule (spec §5): `GTM-` followed by
 * uppercase letters and digits. A wrong id gets an error that says so and,
 * when one can be derived, suggests the corrected id.
 */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

export type GtmIdCheck =
  { valid: true; id: string } | { valid: false; id: string; message: string; suggestion: string | null };

/** Turns the usual typos (lower case, spaces, `_` or no dash, stray symbols) into a well-formed id. */
export function suggestGtmId(input: string): string | null {
  const compact = input
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const body = compact.startsWith('GTM') ? compact.slice(3) : compact;
  if (body.length === 0) return null;
  const candidate = `GTM-${body}`;
  return GTM_ID_PATTERN.test(candidate) ? candidate : null;
}

export function checkGtmId(input: string): GtmIdCheck {
  if (GTM_ID_PATTERN.test(input)) return { valid: true, id: input };
  const suggestion = suggestGtmId(input);
  const message = suggestion
    ? `"${input}" is not a valid tag manager id; did you mean "${suggestion}"?`
    : `"${input}" is not a valid tag manager id; it must look like "GTM-XXXXXXX".`;
  return { valid: false, id: input, message, suggestion };
}
