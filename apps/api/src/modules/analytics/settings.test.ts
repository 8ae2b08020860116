import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env.ts';

describe('ANALYTICS_CONTAINER_ID (product guide §5)', () => {
  it('a malformed container id stops the server at start', () => {
    for (const id of ['gtm-abc123', 'GTM-abc', 'UA-1234-1', 'GTM-', ' GTM-ABC']) {
      expect(() => readEnv({ ANALYTICS_CONTAINER_ID: id })).toThrow(/ANALYTICS_CONTAINER_ID: must be GTM- or G- followed by upper-case letters or digits/);
    }
  });

  it('a well-formed id, an empty one or none starts', () => {
    expect(readEnv({ ANALYTICS_CONTAINER_ID: 'GTM-K7Q2X9' }).ANALYTICS_CONTAINER_ID).toBe('GTM-K7Q2X9');
    expect(readEnv({ ANALYTICS_CONTAINER_ID: 'G-ABCDEF1234' }).ANALYTICS_CONTAINER_ID).toBe('G-ABCDEF1234');
    expect(() => readEnv({ ANALYTICS_CONTAINER_ID: '' })).not.toThrow();
    expect(readEnv({}).ANALYTICS_CONTAINER_ID).toBeUndefined();
  });
});
