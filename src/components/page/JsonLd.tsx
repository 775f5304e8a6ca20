/**
 * The JSON text of a JSON-LD script. Characters that HTML or a script parser
 * treat specially are written as JSON escapes, so content from the CMS can
 * never close the element (`</script>` in a title), open a comment (`<!--`)
 * or break a line inside a string (U+2028/U+2029): the text still parses to
 * the same data.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A JSON-LD script: every page's structured data goes through this one serializer. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
