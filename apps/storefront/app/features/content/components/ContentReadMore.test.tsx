import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { ContentRichText } from './ContentRichText.tsx';

const long = ['First paragraph. '.repeat(20), '## Second', 'Second paragraph. '.repeat(20)].join('\n\n');

describe('read more', () => {
  it('collapses long collapsible text behind a button that says whether it is expanded', async () => {
    renderWithApp(<ContentRichText block={{ id: 'x', type: 'rich_text', title: 'The lip edit', body: long, style: 'prose', collapsible: true }} />, { country: 'TH', language: 'th' });
    const button = await screen.findByRole('button', { name: /อ่านเพิ่มเติม/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(region.dataset.expanded).toBe('false');
    expect(region.textContent).toContain('Second paragraph.');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toContain('ย่อข้อความ');
    expect(region.dataset.expanded).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows short or non-collapsible text whole, without a button', async () => {
    renderWithApp(<ContentRichText block={{ id: 'y', type: 'rich_text', title: null, body: 'Short text.', style: 'prose', collapsible: true }} />);
    await screen.findByText('Short text.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('numbers the sections of a numbered text', async () => {
    renderWithApp(<ContentRichText block={{ id: 'z', type: 'rich_text', title: null, body: '## One\n\nA\n\n## Two\n\nB', style: 'numbered', collapsible: false }} />);
    expect((await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent)).toEqual(['One', 'Two']);
    expect(screen.getByText('02')).toBeTruthy();
  });
});
