import type { TestProject } from 'vitest/node';
import { ensureSeededDatabaseFile } from './seeded-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The saved migrated and seeded database every API test file starts from (seeded-database.ts). */
    seededDatabaseFile: string;
  }
}

/** Runs once per Vitest run, before any API test file. */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('seededDatabaseFile', await ensureSeededDatabaseFile());
}
