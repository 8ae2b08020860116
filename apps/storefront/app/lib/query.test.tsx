import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from './api-core.ts';
import { loadQueryClient, useLazyQuery } from './query.ts';
import { browserQueryClient, resetBrowserQueryClient } from './query-client.ts';

function Probe({ queryFn, enabled = true, name = 'a' }: { queryFn: () => Promise<string>; enabled?: boolean; name?: string }) {
  const result = useLazyQuery({ queryKey: ['probe', name], queryFn, enabled });
  return (
    <div>
      <output data-testid="data">{result.data ?? '-'}</output>
      <output data-testid="error">{String(result.isError)}</output>
      <button type="button" onClick={() => void result.refetch()}>
        again
      </button>
    </div>
  );
}

describe('lazy query cache', () => {
  afterEach(() => resetBrowserQueryClient());

  it('loads one client for the tab, with the policy of product guide §7', async () => {
    const client = await loadQueryClient();
    expect(await loadQueryClient()).toBe(client);
    expect(browserQueryClient()).toBe(client);
    expect(client.getDefaultOptions().queries?.staleTime).toBe(5 * 60_000);
  });

  it('fetches after the first render, through the shared cache', async () => {
    const queryFn = vi.fn(async () => 'hello');
    render(<Probe queryFn={queryFn} />);
    expect(screen.getByTestId('data').textContent).toBe('-');
    await waitFor(() => expect(screen.getByTestId('data').textContent).toBe('hello'));
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect((await loadQueryClient()).getQueryData(['probe', 'a'])).toBe('hello');
  });

  it('does nothing while disabled', async () => {
    const queryFn = vi.fn(async () => 'x');
    render(<Probe queryFn={queryFn} enabled={false} />);
    await loadQueryClient();
    await act(async () => undefined);
    expect(queryFn).not.toHaveBeenCalled();
    expect(screen.getByTestId('data').textContent).toBe('-');
  });

  it('reports a definite error without retrying, and refetches on request', async () => {
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new ApiError(404, 'not_found', 'Not found')).mockResolvedValue('found');
    render(<Probe queryFn={queryFn} name="b" />);
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('true'));
    expect(queryFn).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'again' }).click());
    await waitFor(() => expect(screen.getByTestId('data').textContent).toBe('found'));
    expect(screen.getByTestId('error').textContent).toBe('false');
  });
});
