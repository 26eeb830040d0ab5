import { describe } from 'vitest';
import { skuUploadSuite } from './sku-upload-suite.ts';

describe('SKU bulk upload on PGlite', () => skuUploadSuite(false));
