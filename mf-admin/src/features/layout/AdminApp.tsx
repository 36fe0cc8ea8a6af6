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

/** AdminApp of the admin remote: mounted by the shell under /admin/*, so these routes are relative. */
export default function AdminApp() {
  return (
    <AdminLayout>
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="products" element={<BlogsPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="report-items" element={<ReportItemsPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="support-messages" element={<SupportMessagesPage />} />
          <Route path="*" element={<DashboardPage />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
