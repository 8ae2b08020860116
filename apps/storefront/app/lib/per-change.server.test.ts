import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ChangeTopic, changeFeedContext, oncePerChange } from './per-change.server.ts';

function contextWith(generations: Record<ChangeTopic, number> | null): RouterContextProvider {
  const context = new RouterContextProvider();
  if (generations) context.set(changeFeedContext, { generation: (topic) => generations[topic] });
  return context;
}

describe('oncePerChange', () => {
  it('loads once per generation of its topics and key, sharing the answer between requests', async () => {
    const generations = { catalog: 1, content: 1, site: 1 };
    let loads = 0;
    const load = async () => `tree ${++loads}`;
    const key = `test-categories-${Math.random()}`;
    expect(await oncePerChange(contextWith(generations), key, ['catalog'], load)).toBe('tree 1');
    expect(await oncePerChange(contextWith(generations), key, ['catalog'], load)).toBe('tree 1');
    // Another topic moving changes nothing here; the catalogue moving loads again.
    generations.content++;
    expect(await oncePerChange(contextWith(generations), key, ['catalog'], load)).toBe('tree 1');
    generations.catalog++;
    expect(await oncePerChange(contextWith(generations), key, ['catalog'], load)).toBe('tree 2');
    expect(await oncePerChange(contextWith(generations), `${key}-th`, ['catalog'], load)).toBe('tree 3');
  });

  it('forgets a load that failed, so the next request tries again', async () => {
    const generations = { catalog: 1, content: 1, site: 1 };
    const key = `test-layout-${Math.random()}`;
    await expect(oncePerChange(contextWith(generations), key, ['content'], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await oncePerChange(contextWith(generations), key, ['content'], async () => 'layout')).toBe('layout');
  });

  it('loads every time without a change feed', async () => {
    let loads = 0;
    const key = `test-nofeed-${Math.random()}`;
    await oncePerChange(contextWith(null), key, ['catalog'], async () => ++loads);
    await oncePerChange(contextWith(null), key, ['catalog'], async () => ++loads);
    expect(loads).toBe(2);
  });
});
