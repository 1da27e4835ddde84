import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A single-use token from a mailed link (`?<param>=…` on this page): takes it out of the address
 * bar straight away (it must not stay in the history) and hands it to `redeem` exactly once
 * (StrictMode re-runs effects; the server would refuse a second use).
 */
export function useLinkToken(param: string, redeem: (token: string) => void): void {
  const navigate = useNavigate();
  const location = useLocation();
  const token = new URLSearchParams(location.search).get(param);
  const handledToken = useRef<string | null>(null);
  // The latest callback, without making it an effect dependency (callers pass a new one each render).
  const onToken = useEffectEvent(redeem);

  useEffect(() => {
    if (!token || handledToken.current === token) return;
    handledToken.current = token;
    const search = new URLSearchParams(location.search);
    search.delete(param);
    const rest = search.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true, state: location.state });
    onToken(token);
  }, [param, token, location, navigate]);
}
