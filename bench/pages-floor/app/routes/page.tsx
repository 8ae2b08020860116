import { useState } from 'react';

export const meta = () => [{ title: 'Floor' }, { name: 'description', content: 'A bare React Router page.' }];

/** Server-rendered text and one hydrated button: what every page of the shop pays at least. */
export default function Page() {
  const [count, setCount] = useState(0);
  return (
    <main style={{ padding: 16 }}>
      <h1>A bare React Router page</h1>
      <p>Server rendered by React Router in framework mode and hydrated in the browser, with nothing of the shop in it.</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count} times
      </button>
    </main>
  );
}
