import { describe } from 'vitest';
import { skuSuite } from './sku-suite.ts';

describe('SKU calls on PGlite', () => skuSuite(false));
