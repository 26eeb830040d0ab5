import { describe, expect, it } from 'vitest';
import { NOWRAP_CELL, pinKeyColumns } from './table-columns.ts';

describe('pinKeyColumns', () => {
  it('pins the code column left and the actions right', () => {
    const cols = pinKeyColumns([{ key: 'code' }, { key: 'name' }, { key: 'actions' }])!;
    expect(cols.map((c) => c.fixed)).toEqual(['left', undefined, 'right']);
  });
  it('keeps numbers and amounts on one line, adding to a column’s own class', () => {
    const cols = pinKeyColumns([{ key: 'code', fixed: 'left' }, { key: 'cod', align: 'right' }, { key: 'fee', align: 'right', className: 'money' }, { key: 'name' }])!;
    expect(cols.map((c) => c.className)).toEqual([undefined, NOWRAP_CELL, `money ${NOWRAP_CELL}`, undefined]);
  });
});
