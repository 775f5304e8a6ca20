/**
 * A JSON-LD script. `<` is escaped so content from the CMS can never close
 * the script element (`</script>` inside a title).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
