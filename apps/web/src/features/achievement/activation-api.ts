import { onboardingEndpoints } from "@chorus/shared/onboarding/onboarding.endpoints";
import { postEndpoints } from "@chorus/shared/post/post.endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { sessionKeys } from "../session/index.ts";
import { achievementKeys } from "./query-keys.ts";

/* The activation prompt's calls, apart from api.ts so the lazily loaded trophy widget stays light. */
/** GET /api/post3/topshared: the posts colleagues share most (the activation prompt's picks). */
export function useTopShared(enabled: boolean) {
  return useQuery({
    queryKey: achievementKeys.topShared,
    queryFn: ({ signal }) => call(postEndpoints.topShared, { signal }),
    enabled,
  });
}

/** POST /api/user/me/event: remembers that the user closed a prompt (the session carries it). */
export function useRememberEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: string) =>
      call(onboardingEndpoints.postUserMeEvent, { body: { _id: "me", triggeredEventList: [event] } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.session2 }),
  });
}
