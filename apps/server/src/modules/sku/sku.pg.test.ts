import { describe } from 'vitest';
import { skuSuite } from '../../test/kits/sku-suite.ts';

describe('SKU calls on PostgreSQL', () => skuSuite(true));
