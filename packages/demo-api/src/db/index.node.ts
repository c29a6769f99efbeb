/** The server's database entry (Node only): '@storefront/demo-api/db'. */
export { openDatabase, redactUrl, DEFAULT_DATA_DIR, type OpenDatabaseOptions } from './node.ts';
export { databaseFileStore, nodeFileStore } from './files.node.ts';
export { seedDatabase, loadCatalogFromDatabase } from './seed.ts';
export { migrate } from './migrations/index.ts';
