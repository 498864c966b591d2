/** What other modules may use from me: the membership writes people administration shares with it. */
export { dequeue, leaveTeams, lockGroup, recountGroups, recountTeams } from "./me.repository.ts";
