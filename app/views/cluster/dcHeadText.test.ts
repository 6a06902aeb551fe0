import { describe, expect, it } from 'vitest';
import { dcActionText, textWidth } from './dcHeadText.ts';

describe('dcActionText', () => {
  it('keeps the full hint on a wide header', () => {
    expect(dcActionText('down', 600, 'dc1', 13, 11)).toBe('DOWN · click to restore');
    expect(dcActionText('up', 600, 'dc1', 13, 11)).toBe('click to fail');
  });
  it('never lets the words reach the name', () => {
    for (let w = 40; w <= 400; w += 7) {
      const text = dcActionText('down', w, 'dc1 · pile 1', 13, 11);
      const nameEnd = 12 + textWidth('dc1 · pile 1', 13);
      const actionStart = w - 12 - textWidth(text, 11);
      if (text !== '') expect(actionStart).toBeGreaterThan(nameEnd);
    }
  });
  it('shortens to DOWN on a narrow failed DC', () => {
    expect(dcActionText('down', 140, 'dc1', 13, 11)).toBe('DOWN');
  });
});
