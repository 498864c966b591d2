/** What other parts of the web may use from integrations: the company settings' Integrations tab. */
export { IntegrationsTab } from "./components/IntegrationsTab.tsx";
