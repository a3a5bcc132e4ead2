import { useQuery } from '@tanstack/react-query';
import { post } from '../../../app/api/client.ts';

const BASE = '/api/baseServer/v1/baseSystemInfoRestful';

export type DatabaseStatus = {
  kind: 'pglite' | 'postgres';
  location: string;
  database: string;
  version: string;
  sizeBytes: number;
  tables: number;
  connections: number;
  migrationsApplied: number;
  lastMigrationAt: number | null;
  pingMs: number;
};
export type RedisStatus =
  | { state: 'NOT_CONFIGURED' }
  | { state: 'DOWN'; url: string; error: string }
  | {
      state: 'UP';
      url: string;
      version: string;
      mode: string;
      uptimeSeconds: number;
      usedMemoryBytes: number;
      connectedClients: number;
      keys: number;
      pingMs: number;
    };
export type ApiEntry = {
  method: string;
  path: string;
  summary: string;
  project: string;
  module: string;
  access: string;
};
export type ProjectsInfo = {
  server: {
    version: string;
    node: string;
    platform: string;
    startedAt: string;
    uptimeSeconds: number;
    database: string;
    redisConfigured: boolean;
    memoryRssBytes: number;
  };
  projects: { project: string; calls: number; modules: { module: string; calls: number }[] }[];
};

/** One read of a system-information call; not cached between visits (the point is the current state). */
export function useSystemInfo<T>(action: 'datasource' | 'redis' | 'apiList' | 'projectAndModule') {
  return useQuery({
    queryKey: ['systemInfo', action],
    queryFn: () => post<T>(`${BASE}/${action}`),
    staleTime: 0,
    gcTime: 0,
  });
}
