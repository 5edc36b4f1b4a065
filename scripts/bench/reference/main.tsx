/**
 * The benchmark's reference (scripts/bench/lighthouse.mjs): the least a React page built with this
 * project's Vite settings costs a phone to start, measured in the same run as the site.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Reference() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>A heading and a paragraph, rendered by React.</p>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Reference />
  </StrictMode>,
);
