/** Where the contract calls live (docs/api.md). */
export const CONTRACT_BASE = '/api/srmServer/v1/srmCctContractRestful';
