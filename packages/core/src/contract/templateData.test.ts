import { describe, expect, it } from 'vitest';
import { SAMPLE_CONTRACT_DATA } from './sampleData.ts';
import { CONTRACT_PLACEHOLDERS, unknownPlaceholders } from './templateData.ts';

/** The value at a dotted path. */
function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

/** Every dotted path of a value's strings; a list counts as its name, its first row's fields listed under it. */
function paths(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) => {
    if (typeof child === 'string') return [prefix + key];
    if (Array.isArray(child))
      return [prefix + key, ...paths(child[0] as Record<string, unknown>, `${prefix}${key}[].`)];
    return paths(child as Record<string, unknown>, `${prefix}${key}.`);
  });
}

describe('CONTRACT_PLACEHOLDERS', () => {
  it('names every field of ContractTemplateData, and only those (checked against the full sample)', () => {
    const declared = CONTRACT_PLACEHOLDERS.flatMap((entry) =>
      entry.kind === 'loop' ? [entry.key, ...(entry.fields ?? []).map((f) => `${entry.key}[].${f.key}`)] : [entry.key],
    );
    expect(declared.sort()).toEqual(paths(SAMPLE_CONTRACT_DATA).sort());
    for (const entry of CONTRACT_PLACEHOLDERS) {
      const value = at(SAMPLE_CONTRACT_DATA, entry.key);
      if (entry.kind === 'loop') expect(Array.isArray(value)).toBe(true);
      else expect(typeof value).toBe('string');
      expect(entry.labelCn).not.toBe('');
      expect(entry.labelEn).not.toBe('');
    }
  });
});

describe('unknownPlaceholders', () => {
  it('passes the placeholders of the dictionary at their places', () => {
    expect(
      unknownPlaceholders([
        { path: 'contractNumber', loops: [], isLoop: false },
        { path: 'partyB.name', loops: [], isLoop: false },
        { path: 'lines', loops: [], isLoop: true },
        { path: 'materialName', loops: ['lines'], isLoop: false },
        { path: 'contractNumber', loops: ['lines'], isLoop: false },
        { path: 'title', loops: ['terms'], isLoop: false },
      ]),
    ).toEqual([]);
  });

  it('names what binds to nothing, as the author wrote it', () => {
    expect(
      unknownPlaceholders([
        { path: 'contractNo', loops: [], isLoop: false },
        { path: 'partyC.name', loops: [], isLoop: false },
        { path: 'materialName', loops: [], isLoop: false },
        { path: 'title', loops: ['lines'], isLoop: false },
        { path: 'contractNumber', loops: [], isLoop: true },
        { path: 'lines', loops: [], isLoop: false },
        { path: 'contractNo', loops: [], isLoop: false },
      ]),
    ).toEqual(['contractNo', 'partyC.name', 'materialName', 'lines.title', 'contractNumber', 'lines']);
  });
});
