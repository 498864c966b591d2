import { MultiSelect } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useUserSearch } from "../api.ts";

export interface PickedUser {
  _id: string;
  firstName: string;
  lastName: string;
}

/** Picks users by searching the Users list (administrators); the picked ones keep their names. */
export function UserPicker({
  label,
  value,
  onChange,
  groupId,
}: {
  label: string;
  value: PickedUser[];
  onChange: (users: PickedUser[]) => void;
  groupId?: string;
}) {
  const [search, setSearch] = useState("");
  const [searchTerm] = useDebouncedValue(search.trim(), 250);
  const found = useUserSearch(searchTerm, groupId);
  const known = new Map<string, PickedUser>(value.map((u) => [u._id, u]));
  for (const u of found.data?.userList ?? []) known.set(u._id, u);
  return (
    <MultiSelect
      label={label}
      data={[...known.values()].map((u) => ({ value: u._id, label: `${u.firstName} ${u.lastName}`.trim() }))}
      value={value.map((u) => u._id)}
      onChange={(ids) =>
        onChange(ids.map((id) => known.get(id)).filter((u): u is PickedUser => u !== undefined))
      }
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
    />
  );
}
