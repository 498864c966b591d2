import { outboxEndpoints } from "@chorus/shared/mail/outbox.endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call.ts";

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
      call(outboxEndpoints.list, { query: { pageSize: 100 }, signal }).then((page) => page.mailList),
  });
}

/** GET /api/mail/outbox/{mailId}: one mail with its bodies, once it is opened. */
export function useOutboxMail(mailId: string | null) {
  return useQuery({
    queryKey: outboxKeys.mail(mailId),
    queryFn: ({ signal }) => call(outboxEndpoints.get, { params: { mailId: mailId ?? "" }, signal }),
    enabled: mailId !== null,
  });
}
