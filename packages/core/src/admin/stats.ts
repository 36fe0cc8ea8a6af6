import type { AdminStats } from '@cwt/contracts';
import { swrFetcher, swrKeys } from '@cwt/core';
import useSWR from 'swr';

export interface AdminStatsParams {
  month?: number;
  year?: number;
}

/** GET /api/admin/stats (ADMIN): the dashboard's counts; a month narrows the per-day series. */
export function useAdminStats(params: AdminStatsParams = {}) {
  return useSWR<AdminStats>(swrKeys.adminStats(params), swrFetcher);
}
