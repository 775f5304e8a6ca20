/**
 * The `{name}` segment of `/loja/{slug}/{name}`: the record's name in URL
 * form (accents removed, lowercase, words joined by hyphens). It is there for
 * people and search engines; the slug identifies the record, and a page with
 * any other `{name}` redirects to this one.
 */
export function slugifyName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '') // combining accents left by NFD
    .replace(/ß/g, 'ss')
    .replace(/[æ]/gi, 'ae')
    .replace(/[ø]/gi, 'o')
    .toLowerCase()
    .replace(/&/g, ' e ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
