import { provideSupplierFacts } from '../admin/supplierFacts.ts';
import { qualificationWarnings } from './qualification/warnings.ts';
import { registrationLoginNotice } from './registration/loginNotice.ts';
import { supplierTradeBlock } from './status/tradeBlock.ts';

// Admin's user record and login show these of a supplier user's supplier; admin sits below this module and
// may not import it, so they are provided to it when the module is loaded (index.ts imports this file).
provideSupplierFacts({
  qualificationWarnings,
  tradeBlock: supplierTradeBlock,
  registrationLoginNotice,
});
