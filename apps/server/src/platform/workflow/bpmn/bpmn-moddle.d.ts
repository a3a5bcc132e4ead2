/*
 * bpmn-moddle ships types for the BPMN elements but none for its entry point; this is the part of it the
 * parser uses. Elements are read as plain objects and narrowed in parse.ts.
 */
declare module 'bpmn-moddle' {
  export type ModdleElement = { $type: string; id?: string; name?: string; [key: string]: unknown };
  export type ParseResult = { rootElement: ModdleElement; warnings: Error[] };
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>, options?: Record<string, unknown>);
    fromXML(xml: string): Promise<ParseResult>;
  }
}
