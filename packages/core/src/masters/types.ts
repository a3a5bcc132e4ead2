import type { ServerName } from '../api.ts';
import type { Label } from '../documents/types.ts';

/**
 * A master list declared once (issue 16 item 7): the code/name catalogues of administration and base
 * data (job titles, position levels, banks, purchasing groups…) and those of the coming domains
 * (experts, templates, indicators, terms). The server binds a declaration to its table
 * (apps/server/src/platform/masters/bindMasterList.ts) and gets the list, find, save, enable/disable and
 * delete actions; the web builds the list-and-form screen from the same object
 * (apps/web/src/components/MasterList). Rules that really differ stay in hooks on the server side.
 * docs/adding-a-master-list.md says how to add one.
 */

/** How a field is edited, checked and shown. */
export type MasterFieldType =
  /** A code: letters, digits, `_ . -`; unique when it is the list's `codeKey`. */
  | 'code'
  | 'text'
  | 'textarea'
  /** A whole number (a rank, a sort order). */
  | 'integer'
  /**
   * A decimal (money, a percentage): sent and answered as its plain decimal text, never a float; `precision`
   * is the most decimals it takes (the column's scale), `min` / `max` its bounds.
   */
  | 'decimal'
  /** A value of a lookup type (checked against its enabled values on save). */
  | 'lookup'
  /** A yes/no flag (Y/N), a box in the form. */
  | 'yn'
  /** The id of another record (an organisation); the binding's beforeSave checks that it exists. */
  | 'ref';

export type MasterFieldDef = {
  key: string;
  label: Label;
  type: MasterFieldType;
  required?: boolean;
  /** text, textarea, code: the longest value accepted (the column's own length). */
  maxLength?: number;
  /** integer, decimal: bounds. */
  min?: number;
  max?: number;
  /** decimal: the most decimals accepted (the column's scale). */
  precision?: number;
  /** decimal: an amount of money, shown with exactly its decimals ("350,000.50") rather than as a number. */
  money?: boolean;
  /** lookup: the lookup type whose enabled values it takes. */
  lookupType?: string;
  /** What a new row starts with, and what the server stores when the field is not sent. */
  defaultValue?: string | number;
  /** The list column's width; `false` keeps the field off the list (still in the form). */
  column?: number | false;
  /** A line under the field in the form (what the value means). */
  hint?: Label;
  /** ref: what is picked (the web's select for it: 'org'…). */
  ref?: string;
  /** The list takes it as a filter (equal to the value sent in searchParams). */
  filter?: boolean;
  /** Searched by the list's keyword ("contains", any of the searched fields). */
  searched?: boolean;
};

/** The button resources (on the list's menu) that unlock its changes; absent = no such action. */
export type MasterButtons = {
  add: string;
  edit: string;
  /** Enable / disable from the list (changeStatus). Without it, the form's enabled box does it. */
  status?: string;
  delete?: string;
  import?: string;
};

export type MasterListDef = {
  /** The REST path's server and entity: /api/<server>/<entity>/<action>. */
  server: ServerName;
  entity: string;
  name: Label;
  /** One row of it, as a form's title says it ("新增岗位", "Add job title"). */
  one: Label;
  /** A note shown above the list (what the catalogue is for). */
  help?: Label;
  /** The menu of the screen: its holders read the list (unless `readers` is 'internal'), its buttons unlock the changes. */
  menuCode: string;
  /**
   * Who reads the list: 'menu' (holders of the menu; administration catalogues) or 'internal' (every
   * internal user: base data picked on documents).
   */
  readers: 'menu' | 'internal';
  /** The key of the row's id in the API (`jobTitleId`). */
  idKey: string;
  /** The unique code: refused with "code taken" when another row has it; fixed once created. */
  codeKey: string;
  /** The name and English name: the row's `title` is the one of the reader's language. */
  nameKey: string;
  nameEnKey?: string;
  /** Every field of the form and the list, in order (code and names included; the enabled flag is implicit). */
  fields: readonly MasterFieldDef[];
  /** The list's order (keys of fields, ascending); the id breaks ties. */
  orderBy: readonly string[];
  buttons: MasterButtons;
  /** A findById action (`<idKey>` in the body). */
  findById?: boolean;
  /**
   * A listForSelect action: the enabled rows only, for every internal user (pickers on documents), in the
   * list's order and with its keyword.
   */
  picker?: boolean;
};

/** The searched fields of a list: those marked, or else the code and both names. */
export function searchedKeys(def: MasterListDef): string[] {
  const marked = def.fields.filter((f) => f.searched).map((f) => f.key);
  if (marked.length) return marked;
  return [def.codeKey, def.nameKey, ...(def.nameEnKey ? [def.nameEnKey] : [])];
}
