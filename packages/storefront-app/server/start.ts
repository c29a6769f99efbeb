/**
 * `npm start` runs this: the built storefront on PORT (default 4000), all interfaces.
 *   HOST, PORT            where to listen
 *   PUBLIC_ORIGIN         the origin for canonical URLs and the sitemap (default: the request's Host)
 *   SITE_HOSTS            retailers' domains → site ids, e.g. "shop.copper.example=copper-state,mile.example=mile-high"
 *   API_ORIGIN            where the server renderer calls the API (default: this server's /api)
 *   DATABASE_URL          postgres://… to share one PostgreSQL between instances (default: SQLite in DATA_DIR)
 *   DATA_DIR              the SQLite file and uploads (default ./data)
 *   ALLOWED_ORIGINS       other origins allowed to send state-changing API requests (comma-separated)
 *   FRAME_ANCESTORS       origins allowed to frame the pages besides our own, e.g. the Storybook workbench
 *   DEV_OUTBOX=1          serve the demo e-mail outbox at /api/dev/outbox (the demo sets it; it shows every
 *                         shopper's reminders, so never on a deployment with real shoppers)
 *   CLOCK_START           the API's clock starts at this ISO time and runs from there (a demo at opening
 *                         hours or of a closed store; default: the real clock)
 */
import { clockFrom, DEFAULT_PORT, startStorefrontServer } from './storefront.ts';

const list = (value: string | undefined): string[] => (value ?? '').split(',').map((o) => o.trim()).filter(Boolean);

function hostSites(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [host, site] = pair.split('=').map((part) => part.trim());
    if (host && site) out[host.toLowerCase()] = site;
  }
  return out;
}

try {
  const storefront = await startStorefrontServer({
    port: Number(process.env.PORT ?? DEFAULT_PORT),
    // Loopback unless HOST says otherwise (behind a proxy or in a container: HOST=0.0.0.0).
    host: process.env.HOST ?? '127.0.0.1',
    publicOrigin: process.env.PUBLIC_ORIGIN,
    hostSites: hostSites(process.env.SITE_HOSTS),
    apiOrigin: process.env.API_ORIGIN,
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR,
    allowedOrigins: list(process.env.ALLOWED_ORIGINS),
    frameAncestors: list(process.env.FRAME_ANCESTORS),
    now: clockFrom(process.env.CLOCK_START),
    devOutbox: process.env.DEV_OUTBOX === '1',
  });
  console.log(`Storefront: ${storefront.url}  (API: ${storefront.url}/api/retailers; database: ${storefront.database.location})`);
  const stop = () => {
    void storefront.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
