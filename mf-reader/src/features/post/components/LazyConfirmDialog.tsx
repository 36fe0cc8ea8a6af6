import type { ConfirmDialog as Dialog } from '@cwt/ui/dialogs';
import { type ComponentProps, lazy, Suspense } from 'react';

const LoadedDialog = lazy(() => import('@cwt/ui/dialogs').then((m) => ({ default: m.ConfirmDialog })));

/**
 * @cwt/ui's ConfirmDialog, rendered only while open: its code (and @cwt/ui/dialogs) loads when a
 * reader first asks to delete or block, instead of with every post page.
 */
export function ConfirmDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}
