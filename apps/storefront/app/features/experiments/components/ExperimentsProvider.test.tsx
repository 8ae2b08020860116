/**
 * The provider: the server's evaluations first, the client's after it started and after every
 * configuration update; without settings, no client, "Kameleoon siteCode or environment is missing"
 * and every flag inactive.
 */
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentPort, ExperimentsBootstrap } from '../bootstrap.ts';
import type { Evaluation } from '../evaluate.ts';
import { ExperimentsProvider, useFeature } from './ExperimentsProvider.tsx';

const reportError = vi.hoisted(() => vi.fn());
vi.mock('../../error-reporting/report.ts', () => ({ reportError }));

const client = vi.hoisted(() => ({ listeners: [] as Array<() => void>, rail: true }));
vi.mock('../client.ts', () => ({
  startExperiments: async () => ({
    evaluate: (key: string) => ({ featureKey: key, variationKey: client.rail ? 'on' : 'off', active: client.rail, variables: {}, variationId: null, experimentId: null, reason: 'rule' }),
    onUpdate: (listener: () => void) => client.listeners.push(listener),
  }),
}));

const consent: ConsentPort = { granted: () => true, subscribe: () => () => undefined, clearCookie: () => undefined };
const on = (key: string): Evaluation => ({ featureKey: key, variationKey: 'on', variationId: 1, experimentId: 2, active: true, variables: {}, reason: 'rule' });
const boot = (settings: ExperimentsBootstrap['settings']): ExperimentsBootstrap => ({ settings, visitorCode: 'abcdefgh12345678', consent: true, country: 'SG', flags: { rail: on('rail') } });

function Rail() {
  const rail = useFeature('rail');
  return <p>{rail.active ? 'rail shown' : 'rail hidden'}</p>;
}

beforeEach(() => {
  reportError.mockClear();
  client.listeners = [];
  client.rail = true;
});

describe('ExperimentsProvider', () => {
  it('renders the server’s evaluation, then the client’s, and follows configuration updates', async () => {
    const { container } = render(
      <ExperimentsProvider bootstrap={boot({ siteCode: 'blushdemo1', environment: 'development', updateIntervalMinutes: 1, hosted: false, networkDomain: null })} consent={consent}>
        <Rail />
      </ExperimentsProvider>,
    );
    expect(screen.getByText('rail shown')).toBeTruthy();
    await vi.waitFor(() => expect(container.querySelector('[data-experiments]')?.getAttribute('data-experiments')).toBe('ready'));
    client.rail = false;
    act(() => client.listeners.forEach((listener) => listener()));
    expect(screen.getByText('rail hidden')).toBeTruthy();
  });

  it('without a site code or environment: no client, reported, every flag inactive', () => {
    const { container } = render(
      <ExperimentsProvider bootstrap={{ ...boot(null), flags: {} }} consent={consent}>
        <Rail />
      </ExperimentsProvider>,
    );
    expect(screen.getByText('rail hidden')).toBeTruthy();
    expect(container.querySelector('[data-experiments]')?.getAttribute('data-experiments')).toBe('inactive');
    expect(reportError).toHaveBeenCalledWith('Kameleoon siteCode or environment is missing', expect.anything());
  });
});
