import { Toaster, type ToastPosition, toast } from 'react-hot-toast';
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

const base: NotifyFn = (message, options) => toast(message, options);

/**
 * Product notifications over react-hot-toast. Only the shell renders `<AppToaster />`; any remote may call
 * `notify.*` because react-hot-toast is a shared singleton.
 */
export const notify = Object.assign(base, {
  default: base,
  success: ((message, options) => toast.success(message, options)) as NotifyFn,
  // Per-toast ariaProps: react-hot-toast lets a toast's own defaults win over the Toaster's per-type ones.
  error: ((message, options) => toast.error(message, { ...options, ariaProps: ALERT })) as NotifyFn,
  info: ((message, options) =>
    toast(message, { ...options, icon: <InfoIcon />, className: cx(styles.toast, styles.info) })) as NotifyFn,
  warning: ((message, options) =>
    toast(message, {
      ...options,
      icon: <WarningIcon />,
      className: cx(styles.toast, styles.warning),
      ariaProps: ALERT,
    })) as NotifyFn,
  /** Hides one toast, or all of them without an id. */
  dismiss: (id?: string) => toast.dismiss(id),
});

export interface AppToasterProps {
  position?: ToastPosition;
  /** Pixels from the top of the window, so toasts never cover the app's top bar and its menus. */
  offsetTop?: number;
}

/** The one Toaster of the site: top-right, 5 s by default, themed by the tokens. */
export function AppToaster({ position = 'top-right', offsetTop = 16 }: AppToasterProps) {
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
