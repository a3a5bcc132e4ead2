import { restPath } from '@srm/core/api';

/** The platform calls of the web foundation, built with the shared path rule (ARCHITECTURE §3). */
export const API = {
  login: restPath('baseServer', 'baseLogin', 'login'),
  captcha: restPath('baseServer', 'baseLogin', 'captcha'),
  userInfo: restPath('baseServer', 'baseLogin', 'userInfo'),
  logout: restPath('baseServer', 'baseLogin', 'logout'),
  switchResponsibility: restPath('baseServer', 'baseLogin', 'switchResponsibility'),
  changePassword: restPath('baseServer', 'baseLogin', 'changePassword'),
  sendForgetCode: restPath('baseServer', 'baseLogin', 'sendForgetCode'),
  resetPasswordByCode: restPath('baseServer', 'baseLogin', 'resetPasswordByCode'),
  findMenus: restPath('baseServer', 'baseAccredit', 'findBaseMenuByRespId'),
  findResourcesByMenu: restPath('baseServer', 'baseAccredit', 'findResourcesByMenu'),
  findLookups: restPath('baseServer', 'baseLookupValues', 'findByTypes'),
} as const;
