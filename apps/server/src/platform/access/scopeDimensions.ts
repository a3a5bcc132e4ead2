/*
 * What a data permit opens and who holds it (base_data_permit.dimension / target_type). Apart from
 * scope.ts so that snapshot.ts, which scope.ts reads, can name them without a circle.
 */

export const SCOPE_DIMENSIONS = ['ORG', 'CATEGORY', 'PURCHASING_GROUP'] as const;
export type ScopeDimension = (typeof SCOPE_DIMENSIONS)[number];
export const PERMIT_TARGETS = ['USER', 'POSITION', 'POSITION_LEVEL'] as const;
export type PermitTarget = (typeof PERMIT_TARGETS)[number];
