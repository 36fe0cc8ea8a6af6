import type { ReportType } from '@cwt/contracts';
import { isApiError, mediaApi, t, useT } from '@cwt/core';
import { Button, notify } from '@cwt/ui';
import { useState } from 'react';

/** Sends a post or comment to the toxicity check, which files a report. */
export async function submitReport(text: string, id: string, type: ReportType): Promise<void> {
  try {
    await mediaApi.analyze({ text: text.slice(0, 20_000) || '(empty)', id, type });
    notify.success(t('reader.report.done'), { id: `report-${id}` });
  } catch (error) {
    // An answer from the server is a refused report; no answer at all is the spec's second text.
    notify.error(
      t(isApiError(error) && error.status !== 0 ? 'reader.report.failed' : 'reader.report.error'),
      { id: `report-${id}` },
    );
  }
}

export function ReportButton({ text, postId }: { text: string; postId: string }) {
  const translate = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        await submitReport(text, postId, 'Post');
        setBusy(false);
      }}
    >
      <span aria-hidden="true">⚑</span> {translate('reader.report.button')}
    </Button>
  );
}
