import { Button } from "@mantine/core";
import { IconPencilPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../session/index.ts";
import { mayWritePosts } from "../permissions.ts";

/** The 'Create post' entry point: the editor for a new post (shown to those who may publish or propose). */
export function CreatePostButton() {
  const { t } = useTranslation();
  const { session } = useSession();
  if (!mayWritePosts(session)) return null;
  return (
    <Button component={Link} to="/edit/new" leftSection={<IconPencilPlus size={16} aria-hidden />}>
      {t("editor.create")}
    </Button>
  );
}
