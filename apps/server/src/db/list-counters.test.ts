import { listCountersSuite } from '../test/kits/list-counters-suite.ts';

listCountersSuite(false);
