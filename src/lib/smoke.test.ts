import { expect, test } from 'vitest';
test('runs on the pinned Node 24', () => {
  expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
});
