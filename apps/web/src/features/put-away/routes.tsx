import type { RouteObject } from 'react-router-dom';
import type { TUiCatalogue } from '@ffm/domain';

/** The area's texts (the warehouse console's), loaded with its pages (app/router.tsx). */
export const catalogues: readonly TUiCatalogue[] = ['ops'];

/** Put-away rules and bin capacity in the provider staff's warehouse console (apps/web/README.md). */
export const routes: RouteObject[] = [
  {
    path: '/kho/quy-tac-len-ke',
    handle: { menuKey: 'putAwayRules' },
    lazy: async () => ({ Component: (await import('./routes/put-away-rules-page.tsx')).PutAwayRulesPage }),
  },
];
