import { lazy } from 'react';

/*
 * The dashboard's charts, each a lazy view of the one charts module: the chart library is one chunk of its own,
 * loaded after the figures, never part of the dashboard's chunk.
 */
const charts = () => import('./dashboard-charts.tsx');

export const StatusColumns = lazy(async () => ({ default: (await charts()).StatusColumns }));
export const DailyStack = lazy(async () => ({ default: (await charts()).DailyStack }));
export const ParetoChart = lazy(async () => ({ default: (await charts()).ParetoChart }));
