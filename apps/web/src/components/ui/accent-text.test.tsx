import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccentText } from './accent-text';

function drawn(text: string) {
  const { container } = render(<AccentText text={text} accentClassName="accent" />);
  return { text: container.textContent, accents: Array.from(container.querySelectorAll('span.accent')).map((span) => span.textContent) };
}

describe('AccentText', () => {
  it('draws the part between the accent tags in its own span, without the tags', () => {
    expect(drawn('ยินดีต้อนรับสู่ <accent>เว็บทดสอบ</accent>')).toEqual({ text: 'ยินดีต้อนรับสู่ เว็บทดสอบ', accents: ['เว็บทดสอบ'] });
    expect(drawn('<accent>Lucky</accent> welcomes you')).toEqual({ text: 'Lucky welcomes you', accents: ['Lucky'] });
  });

  it('draws markup inside the accent as text, never as elements', () => {
    const { container } = render(<AccentText text={'สู่ <accent><b>x</b></accent>'} accentClassName="accent" />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('สู่ <b>x</b>');
  });

  it('draws a text without the tags as it is', () => {
    expect(drawn('ยินดีต้อนรับ')).toEqual({ text: 'ยินดีต้อนรับ', accents: [] });
    expect(drawn('a </accent> b <accent>')).toEqual({ text: 'a </accent> b <accent>', accents: [] });
  });
});
