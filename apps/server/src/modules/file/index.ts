import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { LocalFileStore } from '../../platform/files/store.ts';
import type { AppDeps } from '../../platform/http/deps.ts';
import { registerFileRoutes } from './fileRoutes.ts';
import { registerLargeFileRoutes } from './largeFile.ts';

export type FilePluginOptions = {
  deps: AppDeps;
  /** Where files go; DATA_DIR/files by default. */
  filesDir?: string;
};

/**
 * The attachment service (spec §3, §5, §7): upload, list, delete, download, batch download as zip,
 * online preview, their drawing variants, and resumable large-file upload with tus. Registered as
 * one encapsulated plugin so the multipart and tus body parsers stay inside it; every route declares
 * its own rule.
 */
export async function filePlugin(scope: FastifyInstance, options: FilePluginOptions): Promise<void> {
  const filesDir = options.filesDir ?? path.join(options.deps.config.dataDir, 'files');
  const store = new LocalFileStore(filesDir);
  const previewDir = path.join(filesDir, '.preview');
  const tusDir = path.join(filesDir, 'tus');
  fs.mkdirSync(previewDir, { recursive: true });
  fs.mkdirSync(tusDir, { recursive: true });

  // Limits are given per request (the size comes from a profile); the handler checks truncation itself.
  await scope.register(multipart, { throwFileSizeLimit: false });
  registerFileRoutes(scope, { deps: options.deps, store, previewDir });
  registerLargeFileRoutes(scope, { deps: options.deps, store, tusDir });
}
