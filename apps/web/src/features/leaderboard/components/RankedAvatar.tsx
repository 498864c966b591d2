import type { RankedUser } from "@chorus/shared/leaderboard/leaderboard.contract";
import { Avatar } from "@mantine/core";

export const rankedName = (user: Pick<RankedUser, "firstName" | "lastName">) =>
  `${user.firstName} ${user.lastName}`.trim();

/** A ranked person's picture, or their initials. */
export function RankedAvatar({ user, size = "md" }: { user: RankedUser; size?: "sm" | "md" | "lg" }) {
  return (
    <Avatar src={user.avatarUrl} alt="" radius="xl" size={size} color="chorus">
      {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
    </Avatar>
  );
}
