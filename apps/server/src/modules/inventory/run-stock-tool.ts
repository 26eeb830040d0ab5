import type { TStockToolInput } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import { cancelCount } from './cancel-count.ts';
import { getCount } from './get-count.ts';
import { listCounts } from './list-counts.ts';
import { openCount } from './open-count.ts';
import { postCount } from './post-count.ts';
import { recordCount } from './record-count.ts';

/** The stock check tool is one call with an action per step (the API keeps that shape); each step is its own use case. */
export async function runStockTool(db: TDb, scope: TDataScope, body: TStockToolInput) {
  switch (body.action) {
    case 'open':
      return openCount(db, scope, body);
    case 'record':
      return recordCount(db, scope, body);
    case 'post':
      return postCount(db, scope, body);
    case 'cancel':
      return cancelCount(db, scope, body);
    case 'get':
      return getCount(db, body.sessionId);
    case 'list':
      return listCounts(db, body);
  }
}
