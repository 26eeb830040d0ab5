import { describe } from 'vitest';
import { skuUploadSuite } from '../../test/kits/sku-upload-suite.ts';

describe('SKU bulk upload on PostgreSQL', () => skuUploadSuite(true));
