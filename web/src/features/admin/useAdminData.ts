import { clientPaths as paths } from '@mithaq/contract/routes';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { adminKeys, type ReportFilter } from '../../lib/queryKeys';
import { fetchAudit, fetchProfiles, fetchReports } from './adminApi';
import { isAccessRefused } from './adminErrors';

const firstPage = null as string | null;
const nextPage = (page: { nextCursor: string | null }) => page.nextCursor;

/** The dashboard table for `search`: newest first, page after page ("Load more"). */
export function useAdminProfiles(search: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.profiles(search),
    queryFn: ({ pageParam }) => fetchProfiles(search, pageParam),
    initialPageParam: firstPage,
    getNextPageParam: nextPage,
    // Typing in the search box keeps the last table on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminReports(filter: ReportFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(filter),
    queryFn: ({ pageParam }) => fetchReports(filter, pageParam),
    initialPageParam: firstPage,
    getNextPageParam: nextPage,
  });
}

export function useAdminAudit() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam }) => fetchAudit(pageParam),
    initialPageParam: firstPage,
    getNextPageParam: nextPage,
  });
}

/**
 * A list that failed to load. The server decides who is an admin, on every call: when it refuses
 * (signed out, or not an admin any more) the dashboard goes to the admin login; any other failure
 * is toasted with `message` (the page also shows it, with Try Again).
 */
export function useLoadFailure(error: unknown, message: string) {
  const navigate = useNavigate();
  const refused = isAccessRefused(error);
  const failed = Boolean(error) && !refused;
  useEffect(() => {
    if (refused) void navigate(paths.adminLogin, { replace: true });
  }, [refused, navigate]);
  useEffect(() => {
    if (failed) toast.error(message);
  }, [failed, message]);
}

/** `value`, once it has stopped changing for `delayMs` (the search box asks once typing pauses). */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
