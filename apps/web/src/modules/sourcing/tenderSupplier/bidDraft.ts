import type { TypedPrice } from '../inquiry/PriceLines.tsx';

/**
 * What the supplier typed into its bid, kept in this browser session (sessionStorage: this tab, until it
 * closes) — the server holds only the encrypted envelope and cannot give the prices back, so this is the
 * only place a resubmission before the deadline can start from. Keyed by user and tender: another user
 * logging in on the same tab never sees it. Nothing of it is ever sent unencrypted.
 */
export type BidDraft = {
  lines: Record<number, TypedPrice>;
  validityDays: string | null;
  remark: string;
  technicalStatement: string;
  technicalFileIds: string;
};

const keyOf = (userId: number | string | null | undefined, tenderId: number) =>
  `SRM_tenderBid.${String(userId ?? 'anonymous')}.${tenderId}`;

export function loadDraft(userId: number | string | null | undefined, tenderId: number): BidDraft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(userId, tenderId));
    return raw ? (JSON.parse(raw) as BidDraft) : null;
  } catch {
    return null;
  }
}

export function saveDraft(userId: number | string | null | undefined, tenderId: number, draft: BidDraft): void {
  try {
    sessionStorage.setItem(keyOf(userId, tenderId), JSON.stringify(draft));
  } catch {
    // storage full or unavailable: the form still holds it while the page is open
  }
}
