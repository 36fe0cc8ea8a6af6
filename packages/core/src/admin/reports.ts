import { API, apiPath, type MessageResponse, type ReportItem } from '@cwt/contracts';
import { apiRequest, isCommentsKey, pathIs, revalidatePosts, swrKeys, swrTotalFetcher } from '@cwt/core';
import useSWR, { mutate } from 'swr';

const LIST_SIZE = 100;

function revalidateReports(): Promise<unknown> {
  return Promise.all([mutate(pathIs(API.reportItems)), mutate(pathIs(API.adminStats))]);
}

async function ignore(id: string): Promise<MessageResponse> {
  const res = await apiRequest<MessageResponse>(apiPath(API.reportItem, { id }), { method: 'DELETE' });
  void revalidateReports();
  return res;
}

async function removeContent(id: string): Promise<MessageResponse> {
  const res = await apiRequest<MessageResponse>(apiPath(API.reportItem, { id }), {
    method: 'DELETE',
    query: { removeContent: 'true' },
  });
  // The reported post or comment is gone: every post list and comment thread may have held it.
  void Promise.all([revalidateReports(), revalidatePosts(), mutate((key) => isCommentsKey(key))]);
  return res;
}

/** GET/DELETE /api/report-items (ADMIN): ignore a report, or delete the reported content with it. */
export const adminReportsApi = {
  ignore,
  removeContent,
};

/** The pending reports, worst first, with the total. */
export function useAdminReports(size = LIST_SIZE) {
  return useSWR(swrKeys.reportItems(size), swrTotalFetcher<ReportItem>);
}
