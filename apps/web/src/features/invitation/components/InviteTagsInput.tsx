import { splitInviteInput } from "@chorus/shared/invitation/invitation.rules";
import { CloseButton, Group, Input, Pill, TextInput } from "@mantine/core";
import { type ClipboardEvent, type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";

/** Keys that add the typed entry (access §2: Enter, Tab, Space and comma; paste and blur too). */
const ADD_KEYS = new Set(["Enter", "Tab", " ", ","]);

interface Props {
  label: string;
  description?: string;
  values: string[];
  onChange(values: string[]): void;
  /** The entry as kept (normalised), or null when it is not valid. */
  accept(raw: string): string | null;
  invalidMessage: string;
  placeholder?: string;
}

/** Chips for addresses or phone numbers: valid entries become chips, an invalid one shows the message. */
export function InviteTagsInput({
  label,
  description,
  values,
  onChange,
  accept,
  invalidMessage,
  placeholder,
}: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function add(raw: string): boolean {
    const entries = splitInviteInput(raw);
    if (entries.length === 0) return true;
    const next = [...values];
    const rejected: string[] = [];
    for (const entry of entries) {
      const kept = accept(entry);
      if (kept === null) rejected.push(entry);
      else if (!next.includes(kept)) next.push(kept);
    }
    onChange(next);
    setText(rejected.join(", "));
    setError(rejected.length ? invalidMessage : null);
    return rejected.length === 0;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!ADD_KEYS.has(event.key)) return;
    // A space inside 'First Last <address>' is part of the entry until the address is closed.
    if (event.key === " " && text.includes("<") && !text.includes(">")) return;
    if (event.key === " " && !text.includes("@") && !text.startsWith("+")) return;
    if (text.trim() === "") {
      if (event.key !== "Tab") event.preventDefault();
      return;
    }
    if (event.key !== "Tab") event.preventDefault();
    add(text);
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    add(`${text}${event.clipboardData.getData("text")}`);
  }

  return (
    <Input.Wrapper label={label} description={description} error={error} id={id}>
      {values.length > 0 && (
        <Group gap={6} my={6}>
          {values.map((value) => (
            <Pill key={value} size="md">
              <Group gap={4} wrap="nowrap">
                <span>{value}</span>
                <CloseButton
                  size="xs"
                  aria-label={t("invitation.removeEntry", { entry: value })}
                  onClick={() => onChange(values.filter((v) => v !== value))}
                />
              </Group>
            </Pill>
          ))}
        </Group>
      )}
      <TextInput
        id={id}
        value={text}
        placeholder={placeholder}
        error={Boolean(error)}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => text.trim() && add(text)}
      />
    </Input.Wrapper>
  );
}
