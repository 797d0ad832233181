// The API's public entry (`@ieum/api`) for code outside api/ (bench/, scripts): build the app,
// read the configuration, open and migrate a database, generate test data. Everything else under
// src/ is internal and may change without notice (the vocabulary and Seoul time: @ieum/domain).
export { buildApp, type AppDeps } from './app';
export { type ApiConfig, loadConfig } from './config/env';
export type { Database, Queryable } from './db/database';
export { runMigrations } from './db/migrate';
export { openDatabase } from './db/open-database';
export { openPostgres } from './db/postgres';
export { entitySeed, pick, type Random, REQUEST_TEXTS, seededRandom } from './generator/people';
export { type DatasetOptions, type DatasetSummary, removeDataset, writeDataset } from './generator/write-dataset';
