// Plain-text tables for the figures the benchmarks print.

/**
 * Prints rows under a header, columns padded to their widest cell; numeric-looking cells are
 * right-aligned so figures line up.
 * @param {string[]} header
 * @param {Array<Array<string | number>>} rows
 */
export function printTable(header, rows) {
  const cells = [header, ...rows.map((row) => row.map((cell) => String(cell)))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const isNumeric = (text) => /^[-+]?[\d.,]+\s?(%|ms|s|kB|B|MB)?$/.test(text);
  const format = (row) =>
    row
      .map((cell, column) => (isNumeric(cell) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  console.log(format(cells[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(format(row));
}

/** Bytes as kB with one decimal (1 kB = 1000 B, as Next.js and Lighthouse report them). */
export function kB(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** Milliseconds rounded for display. */
export function ms(value) {
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}
