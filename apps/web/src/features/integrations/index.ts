/** What other parts of the web may use from integrations: the settings tab and the 'Connect with' widget. */
export { ConnectWithWidget } from "./components/ConnectWithWidget.tsx";
export { IntegrationsTab } from "./components/IntegrationsTab.tsx";
