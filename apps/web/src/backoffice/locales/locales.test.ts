import { describe, expect, it } from 'vitest';
import { consoleTextsEn as en, consoleTextsTh as th } from './console-texts';

function listKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => listKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('the console locales', () => {
  it('English has exactly the keys of Thai', () => {
    expect(listKeys(en).sort()).toEqual(listKeys(th).sort());
  });

  it('has no empty text', () => {
    for (const locale of [th, en]) {
      const empty = listKeys(locale).filter((key) => key.split('.').reduce<unknown>((node, part) => Reflect.get(Object(node), part), locale) === '');
      expect(empty).toEqual([]);
    }
  });
});
