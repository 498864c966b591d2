import type { OutboxMailDetail, OutboxPage } from "@chorus/shared/mail/mail.contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/client.ts";

/** Query keys of the mail outbox. */
export const outboxKeys = {
  list: ["mail", "outbox"] as const,
  mail: (mailId: string | null) => ["mail", "outbox", mailId] as const,
};

/** GET /api/mail/outbox: the newest 100 mails. */
export function useOutbox() {
  return useQuery({
    queryKey: outboxKeys.list,
    queryFn: ({ signal }) =>
      api.get<OutboxPage>("/api/mail/outbox?pageSize=100", signal).then((page) => page.mailList),
  });
}

/** GET /api/mail/outbox/{mailId}: one mail with its bodies, once it is opened. */
export function useOutboxMail(mailId: string | null) {
  return useQuery({
    queryKey: outboxKeys.mail(mailId),
    queryFn: ({ signal }) => api.get<OutboxMailDetail>(`/api/mail/outbox/${mailId}`, signal),
    enabled: mailId !== null,
  });
}
