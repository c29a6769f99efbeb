/**
 * The interaction benchmark's baseline (tests/bench/inp.ts): the smallest client-rendered React 19
 * app with one button whose click re-renders a line of text, and <html data-hydrated> once it has
 * rendered (as the storefront marks it). Built by inp.ts from button.html into
 * a temporary folder (never tests/bench/bare/dist, which is the Lighthouse baseline's), served by the
 * storefront server like the bare page.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Counter() {
  const [count, setCount] = useState(0);
  // As the storefront does (App.tsx): <html data-hydrated> once the app has rendered and its controls respond.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Add one
      </button>
      <p role="status">{`Clicked ${count} ${count === 1 ? 'time' : 'times'}`}</p>
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <main>
      <h1>Bare React button</h1>
      <Counter />
    </main>
  </StrictMode>,
);
