import type { Box } from './floor-plan';

/**
 * Where and how big a place's name is written inside its unit: always
 * horizontal (a turned name is hard to read on a phone, issue 22), on up to
 * three lines, at the largest size that fits the unit. A name that cannot fit
 * is not drawn; the canvas also leaves out a name too small on screen at the
 * zoom shown. The unit is still named for assistive technology and in its card.
 */

export interface UnitLabelLayout {
  lines: string[];
  fontSize: number;
}

/** average advance of a character, as a share of the font size (a humanist sans) */
const CHAR_WIDTH = 0.56;
const LINE_HEIGHT = 1.15;
const PADDING = 4;
export const MIN_LABEL_FONT = 5;
export const MAX_LABEL_FONT = 12;

/** splits words into at most `count` lines so that the longest line is as short as possible */
export function splitIntoLines(text: string, count: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (count <= 1 || words.length <= 1) return [words.join(' ')];
  let best: string[] = [words.join(' ')];
  const longest = (lines: string[]) => Math.max(...lines.map((l) => l.length));
  // names are a few words long, so trying every break is cheap
  const search = (start: number, linesLeft: number, acc: string[]) => {
    if (linesLeft === 1 || start >= words.length) {
      const lines = start < words.length ? [...acc, words.slice(start).join(' ')] : acc;
      if (lines.length > 0 && longest(lines) < longest(best)) best = lines;
      return;
    }
    for (let end = start + 1; end <= words.length; end++)
      search(end, linesLeft - 1, [...acc, words.slice(start, end).join(' ')]);
  };
  search(0, count, []);
  return best;
}

/** `maxFont`: a car park's areas are far larger than a shop, and their few words may be drawn bigger */
export function layoutUnitLabel(text: string, box: Box, maxFont = MAX_LABEL_FONT): UnitLabelLayout | null {
  const width = box.x2 - box.x1 - 2 * PADDING;
  const height = box.y2 - box.y1 - 2 * PADDING;
  if (width <= 0 || height <= 0 || text.trim() === '') return null;
  const along = width;
  const across = height;
  let best: UnitLabelLayout | null = null;
  for (let count = 1; count <= 3; count++) {
    const lines = splitIntoLines(text, count);
    const longest = Math.max(...lines.map((l) => l.length));
    const fontSize = Math.min(maxFont, along / (longest * CHAR_WIDTH), across / (lines.length * LINE_HEIGHT));
    if (!best || fontSize > best.fontSize + 0.25) best = { lines, fontSize: Math.floor(fontSize * 10) / 10 };
  }
  return best && best.fontSize >= MIN_LABEL_FONT ? best : null;
}

/** the baseline offsets (in em) of each line, centred on the label point */
export const lineOffsets = (count: number): number[] =>
  Array.from({ length: count }, (_, i) => (i - (count - 1) / 2) * LINE_HEIGHT);

/** a name smaller than this on screen is not drawn: it could not be read */
export const MIN_READABLE_PX = 9;
/** nor drawn larger than this, however far the plan is zoomed */
export const MAX_LABEL_PX = 16;

/** The size to draw a name at (plan units) at this zoom, or null when it would be too small to read. */
export function labelSizeOnScreen(layoutSize: number, pxPerUnit: number): number | null {
  if (pxPerUnit <= 0 || layoutSize * pxPerUnit < MIN_READABLE_PX) return null;
  return Math.min(layoutSize, MAX_LABEL_PX / pxPerUnit);
}
