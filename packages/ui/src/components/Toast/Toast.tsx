import { useSyncExternalStore } from 'react';
import type { ToastPosition } from 'react-hot-toast';
import { cx } from '../../cx';
import styles from './Toast.module.css';

export interface NotifyOptions {
  /** Milliseconds; product toasts use 2000-3000, the Toaster default is 5000. */
  duration?: number;
  /** Reusing an id replaces the toast instead of stacking a duplicate. */
  id?: string;
}

type NotifyFn = (message: string, options?: NotifyOptions) => string;

const TOASTER_DEFAULT_DURATION = 5000;
const ALERT = { role: 'alert', 'aria-live': 'assertive' } as const;

function InfoIcon() {
  return (
    <svg
      className={cx(styles.icon, styles.infoIcon)}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="10" fill="currentColor" />
      <path d="M10 9v5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="10" cy="6" r="1.25" fill="#fff" />
    </svg>
  );
}

function WarningIcon() {
  return (
    <svg
      className={cx(styles.icon, styles.warningIcon)}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10 1.5l9 16H1z" fill="currentColor" strokeLinejoin="round" />
      <path d="M10 7.5v4.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="10" cy="14.75" r="1.2" fill="#fff" />
    </svg>
  );
}

// react-hot-toast loads with the first toast: most page views show none, and it is 4.6 kB of every
// first view otherwise. It is a shared singleton, so the remotes' notify calls reach the same store.
type HotToast = typeof import('react-hot-toast');
let hot: HotToast | null = null;
let loading: Promise<HotToast> | null = null;
const listeners = new Set<() => void>();

function loadHotToast(): Promise<HotToast> {
  loading ??= import('react-hot-toast').then((module) => {
    hot = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

/** Runs `show` now when the library is here, else once it has loaded (the toast shows a moment later). */
function withToast(show: (toast: HotToast['toast']) => unknown): void {
  if (hot) show(hot.toast);
  else
    loadHotToast().then(
      (module) => show(module.toast),
      (error: unknown) => console.error('[cwt] toasts could not load', error),
    );
}

let sequence = 0;
/** The toast's id, known before the library is: reusing an id still replaces the toast. */
const toastId = (options?: NotifyOptions) => options?.id ?? `cwt-toast-${++sequence}`;

const show =
  (kind: 'blank' | 'success' | 'error', extra?: () => object): NotifyFn =>
  (message, options) => {
    const id = toastId(options);
    const all = { ...options, ...extra?.(), id };
    withToast((toast) => (kind === 'blank' ? toast(message, all) : toast[kind](message, all)));
    return id;
  };

const base = show('blank');

/**
 * Product notifications over react-hot-toast. Only the shell renders `<AppToaster />`; any remote may call
 * `notify.*` because @cwt/ui and react-hot-toast are shared singletons.
 */
export const notify = Object.assign(base, {
  default: base,
  success: show('success'),
  // Per-toast ariaProps: react-hot-toast lets a toast's own defaults win over the Toaster's per-type ones.
  error: show('error', () => ({ ariaProps: ALERT })),
  info: show('blank', () => ({ icon: <InfoIcon />, className: cx(styles.toast, styles.info) })),
  warning: show('blank', () => ({
    icon: <WarningIcon />,
    className: cx(styles.toast, styles.warning),
    ariaProps: ALERT,
  })),
  /** Hides one toast, or all of them without an id. */
  dismiss: (id?: string) => {
    if (hot || loading) withToast((toast) => toast.dismiss(id));
  },
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export interface AppToasterProps {
  position?: ToastPosition;
  /** Pixels from the top of the window, so toasts never cover the app's top bar and its menus. */
  offsetTop?: number;
}

/**
 * The one Toaster of the site: top-right, 5 s by default, themed by the tokens. Renders nothing until
 * the first toast has loaded react-hot-toast.
 */
export function AppToaster({ position = 'top-right', offsetTop = 16 }: AppToasterProps) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => hot,
    () => null,
  );
  if (!loaded) return null;
  const { Toaster } = loaded;
  return (
    <Toaster
      position={position}
      gutter={10}
      containerStyle={{ zIndex: 'var(--cwt-z-toast)', top: offsetTop }}
      toastOptions={{
        duration: TOASTER_DEFAULT_DURATION,
        className: styles.toast,
        success: {
          className: cx(styles.toast, styles.success),
          iconTheme: { primary: 'var(--cwt-color-success)', secondary: 'var(--cwt-color-surface-raised)' },
        },
        error: {
          className: cx(styles.toast, styles.error),
          iconTheme: { primary: 'var(--cwt-color-danger)', secondary: 'var(--cwt-color-surface-raised)' },
        },
      }}
    />
  );
}
