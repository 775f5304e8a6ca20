import { expect, test } from 'vitest';
import { comparableState } from './comparable-state';

test('the same content compares equal with or without __typename', () => {
  const fromServer = {
    aboutPage: { __typename: 'AboutPageRecord', title: 'Sobre', cover: { __typename: 'FileField', url: 'x' } },
  };
  const fromChannel = { aboutPage: { title: 'Sobre', cover: { url: 'x' } } };
  expect(comparableState(fromServer)).toBe(comparableState(fromChannel));
});

test('an edited title does not compare equal', () => {
  expect(comparableState({ aboutPage: { title: 'Sobre' } })).not.toBe(
    comparableState({ aboutPage: { title: 'Sobre nós' } }),
  );
});
