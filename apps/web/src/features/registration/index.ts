/** What other features may use from registration. */
export { RegistrationModal } from "./components/RegistrationModal.tsx";
