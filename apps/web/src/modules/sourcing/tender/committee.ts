import { useQuery } from '@tanstack/react-query';
import { post } from '../../../app/api/client.ts';
import { COMMITTEE_BASE } from './config.ts';
import { tenderKey } from './useTenderRefresh.ts';

/*
 * The committee's answers (modules/sourcing/committeeCalls.ts on the server): never a share, only whether
 * each member has a key, a share made for it, and gave it.
 */

export type CommitteeMember = {
  userId: number;
  userName: string | null;
  userFullName: string | null;
  memberRole: 'CHAIR' | 'MEMBER';
  hasKey: boolean;
  /** The fingerprint of the member's key now. */
  keyFingerprint: string | null;
  /** A share was sealed to the member. */
  sealed: boolean;
  /** The fingerprint of the key its share was sealed to. */
  sealedFingerprint: string | null;
  /** Its share was made for the key it holds now (else it could not open it). */
  keyCurrent: boolean;
  shareGiven: boolean;
  shareSubmittedAt: string | null;
};

export type Committee = {
  tenderId: number;
  status: string;
  version: number;
  openingThreshold: number;
  sealed: boolean;
  sealedDate: string | null;
  eventPublicKey: string | null;
  eventKeyFingerprint: string | null;
  members: CommitteeMember[];
};

/** A member key as publicKeys answers it. */
export type PublicMemberKey = {
  userId: number;
  userName: string;
  userFullName: string | null;
  publicKey: string;
  fingerprint: string;
};

export function useCommittee(tenderId: number, enabled = true) {
  return useQuery({
    queryKey: tenderKey(tenderId, 'committee'),
    queryFn: () => post<Committee>(`${COMMITTEE_BASE}/listByTender`, { tenderId }),
    enabled,
  });
}

/** A person's name as the committee shows it: full name, and the login beside it. */
export const memberName = (m: { userFullName?: string | null; userName?: string | null; userId: number }) =>
  m.userFullName && m.userName && m.userFullName !== m.userName
    ? `${m.userFullName} (${m.userName})`
    : String(m.userFullName ?? m.userName ?? m.userId);

/** A fingerprint as people compare it: the first 16 hex digits in groups of four. */
export const shortFingerprint = (fingerprint: string | null | undefined) =>
  fingerprint
    ? `${fingerprint
        .slice(0, 16)
        .match(/.{1,4}/g)
        ?.join(' ')}…`
    : '';
