import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { Outlet } from 'react-router';
import { queryClient } from './queryClient.ts';

/**
 * The data layer of every page but the login page: React Query, and antd's App context (message,
 * modal, notification through App.useApp) with the toast defaults of spec §9 (top 20, 4 seconds).
 * It is a lazy layout route, so the login page does not carry this code (login budget, ARCH §9).
 */
export default function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <App message={{ top: 20, duration: 4 }}>
        <Outlet />
      </App>
    </QueryClientProvider>
  );
}
