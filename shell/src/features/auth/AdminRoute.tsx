import { PAGES } from '@cwt/contracts';
import { useDocumentTitle, useSession, useT } from '@cwt/core';
import { Navigate } from '@cwt/router';
import { RemoteModule } from '@/remotes/RemoteModule';

/** /admin/*: only for role ADMIN (the spec's browser-side guard); everyone else goes to /. */
export function AdminRoute() {
  const isAdmin = useSession((s) => s.isAdmin);
  const t = useT();
  useDocumentTitle(t('shell.user.admin'));
  if (!isAdmin) return <Navigate to={PAGES.home.href} replace />;
  // The admin remote brings its own chrome (sidebar, header), so no public top bar or side menu here.
  return <RemoteModule id="admin/AdminApp" />;
}
