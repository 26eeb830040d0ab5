/** What other parts of the server may use of the configuration area (SPEC §3). */
export { configEntriesOf, globalConfigJsonSql, phonePrefixesOf, readGlobalConfig, readPhonePrefixes, readShopContract, shopContractJsonSql, DEFAULT_CONTRACT } from './queries.ts';
export { readDeliveryBlocks } from './delivery-blocks.ts';
