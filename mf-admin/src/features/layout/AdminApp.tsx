import '@/i18n/catalogue';
import { ADMIN_PAGES, PAGES } from '@cwt/contracts';
import { useT } from '@cwt/core';
import { Route, Routes } from '@cwt/router';
import { lazy, Suspense } from 'react';
import { BlogsPage } from '../blogs/BlogsPage';
import { CategoriesPage } from '../categories/CategoriesPage';
import { CustomersPage } from '../customers/CustomersPage';
import { ReportItemsPage } from '../reports/ReportItemsPage';
import { SettingsPage } from '../settings/SettingsPage';
import { SupportMessagesPage } from '../support/SupportMessagesPage';
import { AdminLayout } from './AdminLayout';

// Only the dashboard needs Victory; its own chunk keeps the charts out of the other screens.
const DashboardPage = lazy(() => import('../dashboard/DashboardPage'));

/** A screen's pattern below the shell's /admin/* mount, which is what this route table matches. */
function below(page: { pattern: string }): string {
  return page.pattern.slice(PAGES.admin.href.length + 1);
}

/** AdminApp of the admin remote: mounted by the shell under /admin/*, so these routes are relative. */
export default function AdminApp() {
  const t = useT();
  return (
    <AdminLayout>
      <Suspense fallback={<p aria-busy="true">{t('admin.common.loading')}</p>}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path={below(ADMIN_PAGES.blogs)} element={<BlogsPage />} />
          <Route path={below(ADMIN_PAGES.categories)} element={<CategoriesPage />} />
          <Route path={below(ADMIN_PAGES.customers)} element={<CustomersPage />} />
          <Route path={below(ADMIN_PAGES.reportItems)} element={<ReportItemsPage />} />
          <Route path={below(ADMIN_PAGES.settings)} element={<SettingsPage />} />
          <Route path={below(ADMIN_PAGES.supportMessages)} element={<SupportMessagesPage />} />
          <Route path="*" element={<DashboardPage />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
