import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { ForgetPreviousUser } from '../lib/ForgetPreviousUser';
import { appQueryClient } from '../lib/queryClient';

/**
 * Every screen that reads the API through TanStack Query sits under this layout route, so the
 * public pages' first script carries neither the library nor a cache. The cache is the page's
 * one (lib/queryClient.ts), kept across navigations; a provider above, such as a test's, is used
 * instead.
 */
export function QueryLayout() {
  const outer = useContext(QueryClientContext);
  const content = (
    <>
      <ForgetPreviousUser />
      <Outlet />
    </>
  );
  return outer ? content : <QueryClientProvider client={appQueryClient()}>{content}</QueryClientProvider>;
}
