import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

/** The layout's alert area (core §2): messages that stay until the person closes them. */
export interface AppAlert {
  id: number;
  message: string;
  color: "red" | "yellow" | "blue" | "green";
}

interface AlertsValue {
  alerts: AppAlert[];
  showAlert: (message: string, color?: AppAlert["color"]) => void;
  dismissAlert: (id: number) => void;
}

const AlertsContext = createContext<AlertsValue | null>(null);
let nextId = 1;

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<AppAlert[]>([]);
  const showAlert = useCallback((message: string, color: AppAlert["color"] = "red") => {
    const id = nextId++;
    setAlerts((current) => [...current, { id, message, color }]);
  }, []);
  const dismissAlert = useCallback((id: number) => {
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);
  const value = useMemo(() => ({ alerts, showAlert, dismissAlert }), [alerts, showAlert, dismissAlert]);
  return <AlertsContext.Provider value={value}>{children}</AlertsContext.Provider>;
}

export function useAlerts(): AlertsValue {
  const value = useContext(AlertsContext);
  if (!value) throw new Error("useAlerts must be used inside AlertsProvider");
  return value;
}
