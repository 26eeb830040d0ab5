import { describe } from 'vitest';
import { skuSuite } from './sku-suite.ts';

describe('SKU calls on PostgreSQL', () => skuSuite(true));
