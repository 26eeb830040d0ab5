/** What other parts of the server may use of the configuration area (SPEC §3). */
export { readGlobalConfig, readPhonePrefixes, readShopContract } from './queries.ts';
export { readDeliveryBlocks } from './delivery-blocks.ts';
