import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useLazyQuery } from '../../../lib/query.ts';
import { resetBrowserQueryClient } from '../../../lib/query-client.ts';
import { ACCOUNT_QUERY_KEY } from '../../../lib/session.ts';
import { forgetAccount, renewAccount } from './use-account.ts';

/** The header's account query, with answers the test hands out one by one. */
function Header({ answers }: { answers: Array<Promise<string>> }) {
  const result = useLazyQuery<string>({ queryKey: ACCOUNT_QUERY_KEY, queryFn: () => answers.shift()!, retry: false });
  return <output data-testid="account">{result.data ?? (result.isFetching ? 'checking' : 'idle')}</output>;
}

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

describe('account session', () => {
  afterEach(() => resetBrowserQueryClient());

  it('a sign-in completing while the header is still asking for the account ends with the new account', async () => {
    const stale = deferred();
    const fresh = deferred();
    render(<Header answers={[stale.promise, fresh.promise]} />);
    await waitFor(() => expect(screen.getByTestId('account').textContent).toBe('checking'));

    await renewAccount();
    stale.resolve('previous session');
    fresh.resolve('Axel');
    await waitFor(() => expect(screen.getByTestId('account').textContent).toBe('Axel'));
  });

  it('signing out forgets the account it had', async () => {
    render(<Header answers={[Promise.resolve('Axel')]} />);
    await waitFor(() => expect(screen.getByTestId('account').textContent).toBe('Axel'));
    await forgetAccount();
    const { loadQueryClient } = await import('../../../lib/query.ts');
    expect((await loadQueryClient()).getQueryData(ACCOUNT_QUERY_KEY)).toBeUndefined();
  });
});
