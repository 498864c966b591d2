import { systemEndpoints } from "@chorus/shared/company/system.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { call } from "../../api/call.ts";
import { refetchUnlessJustFetched } from "../../lib/query-freshness.ts";
import { isUnderMaintenance } from "./environment.ts";

/** Query keys of the maintenance status. */
export const statusKeys = { status: ["status"] as const };

/** Core §9: the maintenance status is polled every minute. */
export const STATUS_POLL_MS = 60_000;
export const MAINTENANCE_PATH = "/maintenance";

/** GET /api/status (the environments under maintenance). */
export const maintenanceStatusQuery = () =>
  queryOptions({
    queryKey: statusKeys.status,
    queryFn: ({ signal }) => call(systemEndpoints.status, { signal }),
    retry: false,
  });

export function useMaintenanceStatus() {
  return useQuery({
    ...maintenanceStatusQuery(),
    refetchOnMount: refetchUnlessJustFetched,
    refetchInterval: STATUS_POLL_MS,
    refetchIntervalInBackground: true,
    select: (status) => isUnderMaintenance(status, document.cookie),
  });
}

/** Core §4: when the status reports maintenance for the active environment, go to /maintenance. */
export function useMaintenanceRedirect(): void {
  const { data: underMaintenance } = useMaintenanceStatus();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (underMaintenance && pathname !== MAINTENANCE_PATH) navigate(MAINTENANCE_PATH, { replace: true });
  }, [underMaintenance, pathname, navigate]);
}
