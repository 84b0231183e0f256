import { describe, expect, it } from 'vitest';
import { consoleScreenTextsEn } from './console-screen-texts-en';
import { consoleScreenTextsTh } from './console-screen-texts-th';
import shellEn from './en.json';
import shellTh from './th.json';

/** Every text of each language, as i18next holds it once both parts are in. */
const th = { ...shellTh, ...consoleScreenTextsTh };
const en = { ...shellEn, ...consoleScreenTextsEn };

function listKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => listKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('the console locales', () => {
  it('English has exactly the keys of Thai', () => {
    expect(listKeys(en).sort()).toEqual(listKeys(th).sort());
  });

  it('keeps the shell and the screens apart, so neither part overwrites the other', () => {
    expect(Object.keys(shellTh).filter((group) => group in consoleScreenTextsTh)).toEqual([]);
  });

  it('has no empty text', () => {
    for (const locale of [th, en]) {
      const empty = listKeys(locale).filter((key) => key.split('.').reduce<unknown>((node, part) => Reflect.get(Object(node), part), locale) === '');
      expect(empty).toEqual([]);
    }
  });
});
