import type { MasterListDef } from '@srm/core/masters/types';

/**
 * What a MasterScreen takes from the list's declaration when its form or filters are its own (roles,
 * responsibilities): the REST path, the buttons and the id key, so the screen calls what the server binds.
 */
export const declaredProps = <R>(def: MasterListDef) => ({
  server: def.server,
  entity: def.entity,
  buttons: def.buttons,
  idKey: def.idKey as keyof R & string,
});
