import type { AiSettingsBody } from "@chorus/shared/ai/ai.contract";
import { aiEndpoints } from "@chorus/shared/ai/ai.endpoints";
import { channelEndpoints } from "@chorus/shared/channel/channel.endpoints";
import type {
  CompanyCreateBody,
  CompanySettings,
  CompanyUpdateBody,
  WhitelabelBody,
} from "@chorus/shared/company/company-admin.contract";
import { companyAdminEndpoints } from "@chorus/shared/company/company-admin.endpoints";
import type { EndpointBody } from "@chorus/shared/http/endpoint";
import type { ScimSettings, ScimSettingsBody } from "@chorus/shared/scim/scim.contract";
import { scimEndpoints } from "@chorus/shared/scim/scim.endpoints";
import { socnetEndpoints } from "@chorus/shared/share/socnet.endpoints";
import { trackingEndpoints } from "@chorus/shared/share/tracking.endpoints";
import type { CompanyUtmSettings } from "@chorus/shared/share/utm.contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { authKeys } from "../auth/index.ts";
import { sessionKeys } from "../session/index.ts";
import { companyKeys } from "./query-keys.ts";

export function useCompanyList() {
  return useQuery({
    queryKey: companyKeys.list,
    queryFn: ({ signal }) => call(companyAdminEndpoints.list, { signal }),
  });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyCreateBody) => call(companyAdminEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.list }),
  });
}

export function useCompanySettings(companyId: string) {
  return useQuery({
    queryKey: companyKeys.settings(companyId),
    queryFn: ({ signal }) => call(companyAdminEndpoints.get, { params: { companyId }, signal }),
  });
}

/** After a change: the settings, and the session and branding that carry the company's fields. */
function useCompanyChanged(companyId: string) {
  const queryClient = useQueryClient();
  return (saved: CompanySettings) => {
    queryClient.setQueryData(companyKeys.settings(companyId), saved);
    void queryClient.invalidateQueries({ queryKey: sessionKeys.session2 });
    void queryClient.invalidateQueries({ queryKey: authKeys.publicConfig });
  };
}

/** PUT /api/company/{companyId}: the fields sent change. */
export function useUpdateCompany(companyId: string) {
  const changed = useCompanyChanged(companyId);
  return useMutation({
    mutationFn: (body: CompanyUpdateBody) =>
      call(companyAdminEndpoints.update, { params: { companyId }, body }),
    onSuccess: changed,
  });
}

export function useSaveWhitelabel(companyId: string) {
  const changed = useCompanyChanged(companyId);
  return useMutation({
    mutationFn: (body: WhitelabelBody) =>
      call(companyAdminEndpoints.saveWhitelabel, { params: { companyId }, body }),
    onSuccess: changed,
  });
}

export function useResetWhitelabel(companyId: string) {
  const changed = useCompanyChanged(companyId);
  return useMutation({
    mutationFn: () => call(companyAdminEndpoints.deleteWhitelabel, { params: { companyId } }),
    onSuccess: changed,
  });
}

/** GET /api/config/legal: the host's (or the signed-in user's) terms and privacy policy. */
export function useLegalPages() {
  return useQuery({
    queryKey: companyKeys.legal,
    queryFn: ({ signal }) => call(companyAdminEndpoints.legal, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useAiSettings(companyId: string) {
  return useQuery({
    queryKey: companyKeys.ai(companyId),
    queryFn: ({ signal }) => call(aiEndpoints.settings, { params: { companyId }, signal }),
  });
}

export function useAiVersions(companyId: string) {
  return useQuery({
    queryKey: companyKeys.aiVersions(companyId),
    queryFn: ({ signal }) => call(aiEndpoints.versions, { params: { companyId }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveAiSettings(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AiSettingsBody) => call(aiEndpoints.saveSettings, { params: { companyId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(companyKeys.ai(companyId), saved),
  });
}

export function useUtmSettings(companyId: string) {
  return useQuery({
    queryKey: companyKeys.utm(companyId),
    queryFn: ({ signal }) => call(trackingEndpoints.getCompanyUtm, { params: { companyId }, signal }),
  });
}

export function useSaveUtmSettings(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyUtmSettings) =>
      call(trackingEndpoints.putCompanyUtm, { params: { companyId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(companyKeys.utm(companyId), saved),
  });
}

/** The networks' order, and one network's settings (share points, sign-in, signature). */
export function useReorderNetworks(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nameList: string[]) =>
      call(socnetEndpoints.putCompanyByCompanyIdSocnet, {
        params: { companyId },
        body: { nameList: nameList as never },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: companyKeys.settings(companyId) });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.session2 });
    },
  });
}

export function useSaveNetwork(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      name,
      settings,
      create,
    }: {
      name: string;
      settings: EndpointBody<typeof socnetEndpoints.putCompanyByCompanyIdSocnetByName>;
      create: boolean;
    }) =>
      call(
        create
          ? socnetEndpoints.postCompanyByCompanyIdSocnetByName
          : socnetEndpoints.putCompanyByCompanyIdSocnetByName,
        { params: { companyId, name }, body: settings },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: companyKeys.settings(companyId) });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.session2 });
    },
  });
}

/** The channel feature's queries (their isCompanyDefault flags change). */
const CHANNEL_QUERIES = ["channel"] as const;

export function useSaveDefaultChannels(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelIdList: string[]) =>
      call(channelEndpoints.setCompanyDefaults, { params: { companyId }, body: { channelIdList } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNEL_QUERIES }),
  });
}

/** Active Directory (SCIM 2.0): the connection's state. */
export function useScimSettings(companyId: string) {
  return useQuery({
    queryKey: companyKeys.scim(companyId),
    queryFn: ({ signal }) => call(scimEndpoints.settings, { params: { companyId }, signal }),
  });
}

function useScimChanged(companyId: string) {
  const queryClient = useQueryClient();
  return (settings: ScimSettings) => queryClient.setQueryData(companyKeys.scim(companyId), settings);
}

export function useUpdateScimSettings(companyId: string) {
  const changed = useScimChanged(companyId);
  return useMutation({
    mutationFn: (body: ScimSettingsBody) => call(scimEndpoints.update, { params: { companyId }, body }),
    onSuccess: changed,
  });
}

/** Generates (or rotates) the token: the answer holds the secret, shown once. */
export function useGenerateScimToken(companyId: string) {
  const changed = useScimChanged(companyId);
  return useMutation({
    mutationFn: () => call(scimEndpoints.generateToken, { params: { companyId } }),
    onSuccess: (answer) => changed(answer.settings),
  });
}

export function useRevokeScimToken(companyId: string) {
  const changed = useScimChanged(companyId);
  return useMutation({
    mutationFn: () => call(scimEndpoints.revokeToken, { params: { companyId } }),
    onSuccess: changed,
  });
}
