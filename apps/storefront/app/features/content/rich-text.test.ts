import { describe, expect, it } from 'vitest';
import { parseRichText, richSections, textLength } from './rich-text.ts';

describe('rich text', () => {
  it('reads paragraphs, headings and lists', () => {
    const nodes = parseRichText('Intro line one\nline two\n\n## Title\n\n- a\n- b\n\n<b>not html</b>');
    expect(nodes).toEqual([
      { kind: 'paragraph', text: 'Intro line one line two' },
      { kind: 'heading', text: 'Title' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: '<b>not html</b>' },
    ]);
    expect(richSections(nodes).map((s) => s.heading)).toEqual([null, 'Title']);
    expect(textLength(nodes)).toBe('Intro line one line two'.length + 'Title'.length + 2 + '<b>not html</b>'.length);
  });

  it('ignores blank chunks and Windows line ends', () => {
    expect(parseRichText('\r\n\r\nOne\r\n\r\n\r\nTwo\n')).toEqual([
      { kind: 'paragraph', text: 'One' },
      { kind: 'paragraph', text: 'Two' },
    ]);
  });
});
