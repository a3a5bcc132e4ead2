import type { ScreenDefinition, ScreenMap } from './define.ts';

/**
 * The one registry of screens: every `modules/<domain>/screens.ts` is read here at build time
 * (only their small maps of loaders; the screens themselves stay lazy chunks).
 */
const found = import.meta.glob<ScreenMap>('../../modules/*/screens.ts', { eager: true, import: 'screens' });

const exact = new Map<string, ScreenDefinition>();
const patterns: { segments: string[]; definition: ScreenDefinition }[] = [];

for (const [file, screens] of Object.entries(found)) {
  for (const [name, definition] of Object.entries(screens ?? {})) {
    const key = normalise(name);
    if (exact.has(key) || patterns.some((p) => p.segments.join('/') === key)) {
      console.error(`Screen '${key}' is registered twice (again in ${file}); the first one is used.`);
      continue;
    }
    if (key.split('/').some((segment) => segment.startsWith(':')))
      patterns.push({ segments: key.split('/'), definition });
    else exact.set(key, definition);
  }
}

function normalise(htmlUrl: string): string {
  return htmlUrl.replace(/^\/+|\/+$/g, '');
}

export type ScreenMatch = { definition: ScreenDefinition; params: Record<string, string> };

/** The screen registered for a menu's htmlUrl, with the values of `:param` segments; null when none yet. */
export function findScreen(htmlUrl: string | null | undefined): ScreenMatch | null {
  if (!htmlUrl) return null;
  const key = normalise(htmlUrl);
  const definition = exact.get(key);
  if (definition) return { definition, params: {} };
  const segments = key.split('/');
  for (const pattern of patterns) {
    if (pattern.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.segments.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = segments[i];
        return true;
      }
      return part === segments[i];
    });
    if (matches) return { definition: pattern.definition, params };
  }
  return null;
}

/** All registered names (for diagnostics and tests). */
export function registeredScreens(): string[] {
  return [...exact.keys(), ...patterns.map((p) => p.segments.join('/'))];
}
