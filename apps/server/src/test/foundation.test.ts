import { describe } from 'vitest';
import { foundationSuite } from './foundation-suite.ts';

describe('foundation on PGlite', () => foundationSuite(false));
