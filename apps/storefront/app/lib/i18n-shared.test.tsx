/**
 * The shared message catalogue in the browser (decision 0021): the loaders send its parts in the
 * page language under `shared`, a scope's parts add to the root's, and `useMessage()` gives the
 * shared rules their `Translate`.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@blush/shared/markets';
import { message } from '@blush/shared/messages';
import { countryName } from '@blush/shared/site';
import { I18nProvider, I18nScope, type Messages, useMessage } from './i18n.ts';
import { MESSAGES, SHARED_MESSAGES, pageMessages, scopedMessages } from './i18n.server.ts';

describe('shared messages', () => {
  it('every part the storefront sends is in the catalogue, in every language', () => {
    for (const language of LANGUAGES) for (const part of Object.values(SHARED_MESSAGES)) expect(() => scopedMessages(language, [], part)).not.toThrow();
  });

  it('the root sends country and language names only; a scope sends its own part', () => {
    expect(Object.keys(pageMessages('th').shared as Messages)).toEqual(['countries', 'languages']);
    expect(Object.keys(scopedMessages('th', ['checkout'], SHARED_MESSAGES.checkout).shared as Messages)).toEqual(['address', 'errors']);
    expect(scopedMessages('th', ['cart'])).not.toHaveProperty('shared');
    for (const language of LANGUAGES) expect(MESSAGES[language]).not.toHaveProperty('shared');
  });

  it("useMessage reads the root's and the scope's parts together and fills {placeholders}", () => {
    function Probe() {
      const text = useMessage();
      return <p>{`${countryName('TH', text)} | ${text('address.error.required', { field: text('address.label.province') })} | ${text('errors.bag_empty')}`}</p>;
    }
    render(
      <I18nProvider language="th" messages={pageMessages('th')}>
        <I18nScope messages={scopedMessages('th', ['checkout'], SHARED_MESSAGES.checkout)}>
          <Probe />
        </I18nScope>
      </I18nProvider>,
    );
    // errors.bag_empty is not sent to the checkout: the key shows, as a missing message does.
    expect(screen.getByText(`ประเทศไทย | ${message('th', 'address.error.required', { field: 'จังหวัด' })} | shared.errors.bag_empty`)).toBeTruthy();
  });
});
