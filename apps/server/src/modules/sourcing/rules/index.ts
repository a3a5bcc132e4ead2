import { expertActions } from './expert.ts';
import { projectActions } from './project.ts';
import { sourcingTypeActions } from './sourcingType.ts';
import { templateActions } from './template.ts';

/*
 * Sourcing rule setup (issue 17 item 1): templates, sourcing types, the expert library and sourcing
 * projects, each a declared master list (packages/core/src/masters/sourcing*.ts). What the rest of the
 * sourcing module may use of them is exported here.
 */
export const sourcingRuleActions = [...templateActions, ...sourcingTypeActions, ...expertActions, ...projectActions];

export { expertsFreeOf } from './expert.ts';
export { sourcingRuleLookups } from './lookups.ts';
export { seedSourcingRulesDemo } from './seed.ts';
export { sourcingTypeDefaults } from './sourcingType.ts';
