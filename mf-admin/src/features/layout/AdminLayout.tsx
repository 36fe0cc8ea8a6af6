import { type ReactNode, useRef, useState } from 'react';
import { AdminHeader } from './AdminHeader';
import styles from './AdminLayout.module.css';
import { Sidebar } from './Sidebar';

/** Below this width the sidebar overlays the page, so it starts closed (see AdminLayout.module.css). */
export const NARROW_QUERY = '(max-width: 767px)';
const startsOpen = () => typeof window === 'undefined' || !window.matchMedia?.(NARROW_QUERY).matches;

export function AdminLayout({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(startsOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  return (
    <div className={styles.root}>
      <Sidebar open={open} onClose={() => setOpen(false)} ignoreRef={toggleRef} />
      <div className={open ? styles.mainShifted : styles.main}>
        <AdminHeader onToggleSidebar={() => setOpen((v) => !v)} toggleRef={toggleRef} sidebarOpen={open} />
        <main className={styles.content}>{children}</main>
      </div>
    </div>
  );
}
