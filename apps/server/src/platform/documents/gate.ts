import { isSupplierUserType, type Lang } from '@srm/core';
import { CREATE_RESOURCE, standardActions } from '@srm/core/documents/standardActions';
import type { ActionDef } from '@srm/core/documents/types';
import { statusLabel } from '@srm/core/documents/types';
import { heldMenuResources } from '../access/menus.ts';
import type { SessionUser } from '../auth/sessionUser.ts';
import type { DbOrTx } from '../db/types.ts';
import type { AppDeps } from '../http/deps.ts';
import { AppError } from '../http/errors.ts';
import type { BoundType, HeaderRow } from './binding.ts';

/*
 * Who may take which action on a document now (ARCHITECTURE §5, §6). One function, refusal(), decides;
 * check() turns its answer into the error and allowed() into the `_actions` of each record, so a
 * screen never offers what the server would refuse, nor hides what it would allow.
 */

/** Every action of a type by name: the standard ones (edit, delete, print) and the declared ones. */
export function actionTable(bound: BoundType): Record<string, ActionDef> {
  // Built once per declaration: a gate is made for every list call, and the table never changes.
  let table = tables.get(bound.def);
  if (!table) {
    table = Object.assign({}, standardActions(bound.def), bound.def.actions) as Record<string, ActionDef>;
    tables.set(bound.def, table);
  }
  return table;
}

const tables = new WeakMap<BoundType['def'], Record<string, ActionDef>>();

type Refusal = 'state' | 'offered' | 'actor' | 'resource';

/** The buttons the caller's responsibility holds on a menu (see heldMenuResources). */
export type HeldButtons = (menuCode: string) => Promise<ReadonlySet<string>> | undefined;

export class ActionGate {
  private readonly actions: Record<string, ActionDef>;
  private readonly names: string[];
  /** The buttons held on the type's menu, read once for the gate's life (a page of records asks many times). */
  private buttons: Promise<ReadonlySet<string>> | undefined;

  /**
   * `heldButtons`: the buttons the request has read already (its access snapshot); when it has not, the
   * gate reads them through `db` (inside the action's transaction).
   */
  constructor(
    private readonly bound: BoundType,
    private readonly db: DbOrTx,
    private readonly user: SessionUser,
    private readonly workflow: AppDeps['workflow'],
    private readonly heldButtons?: HeldButtons,
  ) {
    this.actions = actionTable(bound);
    this.names = Object.keys(this.actions);
  }

  /** The buttons held on the type's menu (the supplier portal's page of it for a supplier user); null for an administrator, who holds every button. */
  private held(): Promise<ReadonlySet<string>> | null {
    if (this.user.adminFlag === 'Y') return null;
    const { menuCode, supplierMenuCode } = this.bound.def;
    const supplierSide = supplierMenuCode && isSupplierUserType(this.user.userType);
    const code = supplierSide ? supplierMenuCode : menuCode;
    this.buttons ??= this.heldButtons?.(code) ?? heldMenuResources(this.db, this.user, code);
    return this.buttons;
  }

  /** Does the current responsibility hold the button on the type's menu? */
  private async holds(resource: string): Promise<boolean> {
    const held = this.held();
    return held === null || (await held).has(resource);
  }

  private isOwner(header: HeaderRow): boolean {
    const own = this.bound.binding.hooks?.isOwner;
    return own ? own(header, this.user) : header.createdBy === this.user.userId;
  }

  /** Why `name` may not be taken on the document now, or null when it may. `tasks`: documents with an open task of the user. */
  private async refusal(name: string, header: HeaderRow, tasks: Set<number>): Promise<Refusal | null> {
    const why = this.refusalBeforeButtons(name, header, tasks);
    if (why !== null) return why;
    const resource = this.actions[name].resource;
    if (resource && !(await this.holds(resource))) return 'resource';
    return null;
  }

  /** refusal() up to the button: the state and the actor rule (the button is read only when they pass). */
  private refusalBeforeButtons(name: string, header: HeaderRow, tasks: Set<number>): Refusal | null {
    const action = this.actions[name];
    if (!action.from.includes(header.status)) return 'state';
    if (this.bound.binding.hooks?.offers?.(header, name) === false) return 'offered';
    if (action.actor === 'owner' && !this.isOwner(header)) return 'actor';
    if (action.actor === 'approver' && !tasks.has(header.id)) return 'actor';
    if (action.actor === 'supplier' && !this.isSupplierOf(header)) return 'actor';
    return null;
  }

  /** A user of the document's own supplier (the scope has kept other suppliers' documents out already). */
  private isSupplierOf(header: HeaderRow): boolean {
    return isSupplierUserType(this.user.userType) && header.supplierId === this.user.supplierId;
  }

  /** The documents among `headers` on which the user has an open approval task (one call for a page). */
  private async openTasks(headers: HeaderRow[]): Promise<Set<number>> {
    const approvable = new Set(
      Object.values(this.actions)
        .filter((a) => a.actor === 'approver')
        .flatMap((a) => a.from),
    );
    const ids = headers.filter((h) => approvable.has(h.status)).map((h) => h.id);
    if (ids.length === 0) return new Set();
    return this.workflow.openTasksOf(this.db, this.bound.def.billType, ids, this.user.userId);
  }

  /** The `_actions` of each document: the names the user may take on it now. */
  async allowed(headers: HeaderRow[]): Promise<Map<number, string[]>> {
    const tasks = await this.openTasks(headers);
    // The same rule as refusal(), without an await per action per row: the buttons are read (at most)
    // once, when some action passes its state and actor rule and needs one.
    const names = this.names;
    let buttons: ReadonlySet<string> | null | undefined;
    const out = new Map<number, string[]>();
    for (const header of headers) {
      const allowed: string[] = [];
      for (const name of names) {
        if (this.refusalBeforeButtons(name, header, tasks) !== null) continue;
        const { resource } = this.actions[name];
        if (resource) {
          if (buttons === undefined) buttons = await this.held();
          if (buttons !== null && !buttons.has(resource)) continue;
        }
        allowed.push(name);
      }
      out.set(header.id, allowed);
    }
    return out;
  }

  /**
   * Refuses the action unless it may be taken: state (409, naming the state and the action in the
   * request's language), then the version the user saw (409 stale), then the actor rule and the button
   * (403). The order makes a repeated submit meet the state check: it was applied already.
   */
  async check(name: string, header: HeaderRow, version: number | null, lang: Lang): Promise<void> {
    const action = this.actions[name];
    const tasks = action.actor === 'approver' ? await this.openTasks([header]) : new Set<number>();
    const why = await this.refusal(name, header, tasks);
    if (why === 'state') {
      throw new AppError(409, 'error.docStatusNotAllowed', {
        status: statusLabel(this.bound.def, header.status, lang),
        action: action.label[lang],
      });
    }
    if (why === 'offered') throw new AppError(409, 'document.actionNotOffered', { action: action.label[lang] });
    if (version !== null && version !== header.version) throw new AppError(409, 'error.staleVersion');
    if (why === 'actor' && action.actor === 'approver') throw new AppError(403, 'error.noOpenTask');
    if (why !== null) throw new AppError(403, 'error.forbidden');
  }

  /** Creating a document: the add button on the type's menu. */
  async checkCreate(): Promise<void> {
    if (this.bound.def.createActor === 'supplier' && !isSupplierUserType(this.user.userType)) {
      throw new AppError(403, 'error.forbidden');
    }
    if (!(await this.holds(CREATE_RESOURCE))) throw new AppError(403, 'error.forbidden');
  }
}
