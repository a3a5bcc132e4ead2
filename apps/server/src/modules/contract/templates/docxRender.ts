import type { ContractTemplateData, TemplateTag } from '@srm/core/contract/templateData';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';

/*
 * Word templates with docxtemplater (issue 19): `{contractNumber}`, `{partyB.name}` (a dotted path: the parser
 * below walks it — docxtemplater's default takes a tag as one key), `{#lines}…{/lines}` (a loop; a loop over
 * table rows repeats the row). `paragraphLoop` keeps a loop written on paragraphs of its own from leaving empty
 * paragraphs. A value that is missing renders as '' — but a template is checked against CONTRACT_PLACEHOLDERS when
 * it is saved (templateCheck.ts), so nothing it says can be missing from a ContractTemplateData.
 */

/** A template that docxtemplater cannot read: a broken tag, an unclosed loop, not a Word file. */
export class TemplateSyntaxError extends Error {
  constructor(readonly details: string[]) {
    super(`Template syntax: ${details.join('; ')}`);
  }
}

type Scope = Record<string, unknown>;

/** `partyA.name` → scope.partyA.name; `.` is the loop row itself. */
function pathParser(tag: string) {
  const keys = tag.trim() === '.' ? [] : tag.trim().split('.');
  return {
    get(scope: unknown): unknown {
      return keys.reduce<unknown>(
        (node, key) => (node !== null && typeof node === 'object' ? (node as Scope)[key] : undefined),
        scope,
      );
    },
  };
}

function open(content: Uint8Array, modules: unknown[] = []): Docxtemplater {
  let zip: PizZip;
  try {
    zip = new PizZip(content);
  } catch {
    throw new TemplateSyntaxError(['not a .docx (zip) file']);
  }
  try {
    return new Docxtemplater(zip, {
      paragraphLoop: true,
      errorLogging: false,
      linebreaks: true,
      parser: pathParser,
      nullGetter: () => '',
      modules: modules as never[],
    });
  } catch (error) {
    throw new TemplateSyntaxError(explain(error));
  }
}

/** docxtemplater's multi error → one line per problem ("unclosed tag {#lines}"). */
function explain(error: unknown): string[] {
  const e = error as { properties?: { errors?: { properties?: { explanation?: string } }[]; explanation?: string } };
  const list = e.properties?.errors?.map((x) => x.properties?.explanation ?? '') ?? [];
  const found = list.filter(Boolean);
  if (found.length) return found;
  if (e.properties?.explanation) return [e.properties.explanation];
  return [error instanceof Error ? error.message : String(error)];
}

type Part = { type: string; value: string; module?: string; subparsed?: Part[] };

/**
 * A docxtemplater module that keeps each templated file's parsed placeholders (what its InspectModule keeps,
 * without the lodash that one needs): docxtemplater hands every module its files' parse results through `set`.
 */
class TagCollector {
  readonly name = 'TagCollector';
  readonly parsed = new Map<string, Part[]>();
  private file = '';
  set(obj: { inspect?: { filePath?: string; postparsed?: Part[] } }): void {
    if (obj.inspect?.filePath) this.file = obj.inspect.filePath;
    if (obj.inspect?.postparsed) this.parsed.set(this.file, obj.inspect.postparsed);
  }
}

/** Every placeholder of a template, with the loops it sits in. Throws TemplateSyntaxError for a broken one. */
export function templateTags(content: Uint8Array): TemplateTag[] {
  const collector = new TagCollector();
  open(content, [collector]);
  const tags: TemplateTag[] = [];
  const walk = (parts: Part[], loops: string[]) => {
    for (const part of parts) {
      if (part.type !== 'placeholder') continue;
      const isLoop = part.module === 'loop';
      tags.push({ path: part.value.trim(), loops, isLoop });
      if (isLoop && part.subparsed) walk(part.subparsed, [...loops, part.value.trim()]);
    }
  };
  for (const parts of collector.parsed.values()) walk(parts, []);
  return tags;
}

/** The template filled with the data: a .docx. */
export function renderDocx(content: Uint8Array, data: ContractTemplateData): Uint8Array {
  const doc = open(content);
  try {
    doc.render(data);
  } catch (error) {
    throw new TemplateSyntaxError(explain(error));
  }
  return doc.getZip().generate({ type: 'uint8array', compression: 'DEFLATE' });
}
