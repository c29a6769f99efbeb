/**
 * Network for DOM unit tests (happy-dom only: the Node-environment tests of packages/demo-api own
 * their network — msw.test.ts starts its own msw server, server.test.ts calls a real local server).
 *
 * Without this, a fetch nobody mocked went to happy-dom's page origin (http://localhost:3000) and
 * failed with ECONNREFUSED — a line in the log, and a test that passed anyway because the app
 * swallows failed calls into an error state (e.g. a call made after a test's own
 * `vi.unstubAllGlobals()` ran but before React unmounted, so it depended on timing).
 *
 * Now msw answers every `/api/*` call with the demo API (the handler table Storybook and the demo
 * server use), with a fresh in-memory store for each test so no sign-in or cart leaks between
 * tests. Any other request fails, and fails the test that made it: the afterEach below throws, naming it.
 *
 * Tests that stub fetch (`vi.stubGlobal('fetch', mock)`) keep full control: the stub replaces msw's
 * patched fetch for that test, and `vi.unstubAllGlobals()` puts msw's back. Tests that want other
 * answers from the API add handlers with `server.use(...)`; they are reset before the next test.
 */
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createDemoHandlers } from '@storefront/demo-api/msw';

export const server = setupServer();

const unhandled: string[] = [];

/** The requests no handler answered since the last call (and forgets them). */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}

function failOnUnhandled(when: string): void {
  const seen = takeUnhandledRequests();
  if (seen.length > 0) {
    throw new Error(
      `Unmocked network request${seen.length > 1 ? 's' : ''} ${when}: ${seen.join(', ')}. ` +
        "Only /api/* is answered (by the demo API); stub fetch or add a handler with server.use() from 'tests/unit/network.ts'.",
    );
  }
}

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
      // msw 2.15's print.error() only logs: returning would pass the request through to happy-dom,
      // which dials localhost:3000 for real. A thrown Response answers it; a network error makes
      // fetch reject, as it would against a server that is not there.
      throw HttpResponse.error();
    },
  }),
);
// '*' matches any origin: happy-dom resolves '/api/…' against its page URL.
beforeEach(() => server.resetHandlers(...createDemoHandlers({ baseUrl: '*' })));
afterEach(() => failOnUnhandled('during this test (or after the previous one ended)'));
afterAll(() => {
  server.close();
  failOnUnhandled('after the last test of this file');
});
