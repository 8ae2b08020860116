import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Radio } from './Radio.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Stores() {
  const [store, setStore] = useState('ion');
  return (
    <fieldset>
      {['ion', 'vivocity'].map((id) => (
        <label key={id}>
          <Radio name="store" value={id} checked={store === id} onCheck={() => setStore(id)} />
          {id}
        </label>
      ))}
      <output>{store}</output>
    </fieldset>
  );
}

describe('Radio', () => {
  it('takes up a choice the shopper made in the server HTML before the page came alive', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Stores />);
    document.body.append(container);
    // The tap before hydration: the browser checks the radio on its own.
    container.querySelector<HTMLInputElement>('input[value="vivocity"]')!.click();
    await act(async () => {
      hydrateRoot(container, <Stores />);
    });
    expect(container.querySelector('output')!.textContent).toBe('vivocity');
    expect(container.querySelector<HTMLInputElement>('input[value="vivocity"]')!.checked).toBe(true);
    container.remove();
  });

  it('keeps the server choice when nothing was tapped, and follows taps once live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Stores />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Stores />);
    });
    expect(container.querySelector('output')!.textContent).toBe('ion');
    await act(async () => container.querySelector<HTMLInputElement>('input[value="vivocity"]')!.click());
    expect(container.querySelector('output')!.textContent).toBe('vivocity');
    container.remove();
  });
});
