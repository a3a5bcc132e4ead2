import type { FieldDef } from '@srm/core/documents/types';
import type { UserInfo } from '../../app/api/types.ts';
import type { Row } from '../DataTable/types.ts';

/**
 * What a new document's header starts with from the signed-in user (issue 15): each field declared
 * `fromUser` gets the user's organisation, department, person or the user itself, id and name, from the
 * session's userInfo.documentDefaults (read by the server at login). A supplier's user has none; a
 * field stays empty when the user has no such record. The user may pick another value where allowed.
 */
export function userDefaultsOf(fields: readonly FieldDef[], user: UserInfo | null): Row {
  const d = user?.documentDefaults;
  if (!user || !d) return {};
  const sources: Record<NonNullable<FieldDef['fromUser']>, [unknown, unknown]> = {
    org: [d.orgId, d.orgName],
    department: [d.departmentId, d.departmentName],
    person: [d.personId, d.personName],
    user: [user.userId, user.userFullName || user.userName],
  };
  const out: Row = {};
  for (const field of fields) {
    if (!field.fromUser || field.readOnly) continue;
    const [id, name] = sources[field.fromUser];
    if (id == null) continue;
    out[field.key] = id;
    if (field.displayKey) out[field.displayKey] = name;
  }
  return out;
}
