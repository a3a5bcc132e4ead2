import { partsAuthorisation } from '@srm/core/documents/partsAuthorisation';
import { supplierBlacklist } from '@srm/core/documents/supplierBlacklist';
import { supplierDesignated } from '@srm/core/documents/supplierDesignated';
import { supplierQuit } from '@srm/core/documents/supplierQuit';
import dayjs from 'dayjs';
import type { DocumentScreenConfig } from '../../../components/Document/config.ts';

/*
 * The screens of the supplier-status documents (blacklist / freeze, quit, designated suppliers, parts
 * authorisation): each declaration plus where its calls live and its defaults. The generic document
 * list and edit screens do the rest.
 */

const API = '/api/srmServer/v1';

export const blacklistScreens: DocumentScreenConfig = {
  def: supplierBlacklist,
  base: `${API}/srmSlcBlacklistRestful`,
  editScreen: 'supplierBlacklistEdit',
  printScreen: 'supplierBlacklistPrint',
  testId: 'blacklist',
  attachmentPath: 'supplier/blacklist',
  functionId: 'SLC_BLACKLIST',
  newHeader: () => ({ changeType: 'BLACKLIST' }),
};

export const quitScreens: DocumentScreenConfig = {
  def: supplierQuit,
  base: `${API}/srmSlcQuitRestful`,
  editScreen: 'supplierQuitEdit',
  printScreen: 'supplierQuitPrint',
  testId: 'quit',
  attachmentPath: 'supplier/quit',
  functionId: 'SLC_QUIT',
};

export const designatedScreens: DocumentScreenConfig = {
  def: supplierDesignated,
  base: `${API}/srmSlcDesignatedRestful`,
  editScreen: 'supplierDesignatedEdit',
  printScreen: 'supplierDesignatedPrint',
  testId: 'designated',
  attachmentPath: 'supplier/designated',
  functionId: 'SLC_DESIGNATED',
  newHeader: () => ({ validFrom: dayjs().format('YYYY-MM-DD') }),
};

export const partsAuthorisationScreens: DocumentScreenConfig = {
  def: partsAuthorisation,
  base: `${API}/srmSlcPartsAuthRestful`,
  editScreen: 'partsAuthorisationEdit',
  printScreen: 'partsAuthorisationPrint',
  testId: 'partsAuth',
  attachmentPath: 'supplier/partsAuthorisation',
  functionId: 'SLC_PARTS_AUTH',
  newLine: () => ({}),
};
