import { describe, expect, it } from 'vitest';
import { createEventSource } from './requester.ts';

/** An EventSource stand-in that records what the page has open. */
class FakeSource extends EventTarget {
  static opened: FakeSource[] = [];
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}

const pageEvent = (type: 'pagehide' | 'pageshow', persisted: boolean) => Object.assign(new Event(type), { persisted });
const openStreams = () => FakeSource.opened.filter((s) => !s.closed);

describe('createEventSource', () => {
  it('closes the stream when the page is hidden (back/forward cache) and opens it again when the page is shown from it', () => {
    FakeSource.opened = [];
    const page = new EventTarget();
    const events: string[] = [];
    const stream = createEventSource('https://shop.test', FakeSource as unknown as typeof EventSource, page);
    stream.open({ url: 'https://events.kameleoon.eu:8110/sse?siteCode=abc', eventType: 'configuration-update', onEvent: (m) => events.push(String(m.data)) });
    const onError = () => undefined;
    stream.onError(onError);
    expect(openStreams().map((s) => s.url)).toEqual(['https://shop.test/api/web/v1/experiments/sse?siteCode=abc']);

    page.dispatchEvent(pageEvent('pagehide', true));
    expect(openStreams()).toEqual([]);

    page.dispatchEvent(pageEvent('pageshow', true));
    const [reopened] = openStreams();
    expect(FakeSource.opened).toHaveLength(2);
    expect(reopened?.url).toBe('https://shop.test/api/web/v1/experiments/sse?siteCode=abc');
    expect(reopened?.onerror).toBe(onError);
    reopened?.dispatchEvent(Object.assign(new Event('configuration-update'), { data: 'changed' }));
    expect(events).toEqual(['changed']);
  });

  it('stays closed once the SDK closed it, and a first page show opens nothing', () => {
    FakeSource.opened = [];
    const page = new EventTarget();
    const stream = createEventSource('https://shop.test', FakeSource as unknown as typeof EventSource, page);
    page.dispatchEvent(pageEvent('pageshow', false));
    expect(FakeSource.opened).toEqual([]);
    stream.open({ url: 'https://events.kameleoon.eu:8110/sse', eventType: 'configuration-update', onEvent: () => undefined });
    stream.close();
    page.dispatchEvent(pageEvent('pageshow', true));
    expect(openStreams()).toEqual([]);
    expect(FakeSource.opened).toHaveLength(1);
  });
});
