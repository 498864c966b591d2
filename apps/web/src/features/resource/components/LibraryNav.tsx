import { Anchor, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

/**
 * Resources and the document library are reached through the navbar's Resources tab (core §2
 * names no Documents tab): both screens open with this switch between the two. Everyone signed in
 * may read both (the route table's "linked" rule, and GET /api/document for every role).
 */
export function LibraryNav() {
  const { t } = useTranslation();
  return (
    <Group component="nav" gap="md" aria-label={t("resource.libraryNav")}>
      {[
        { to: "/resource", label: t("nav.resources") },
        { to: "/documents", label: t("nav.documents") },
      ].map((item) => (
        <Anchor
          key={item.to}
          component={NavLink}
          to={item.to}
          end
          fw={500}
          // The current screen's link is marked (aria-current) by NavLink; underline shows it too.
          style={({ isActive }: { isActive: boolean }) => ({
            textDecoration: isActive ? "underline" : "none",
          })}
        >
          {item.label}
        </Anchor>
      ))}
    </Group>
  );
}
