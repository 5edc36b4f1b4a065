/**
 * View files share one jsdom per worker (vite.config.ts, `isolate: false`): each file starts from a
 * visitor who has never been here, with nothing stored and an empty page, as it would in a jsdom of
 * its own.
 */
import { beforeAll } from 'vitest';

beforeAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.body.removeAttribute('class');
  for (const { name } of Array.from(document.documentElement.attributes)) document.documentElement.removeAttribute(name);
  window.history.replaceState(null, '', '/');
});
