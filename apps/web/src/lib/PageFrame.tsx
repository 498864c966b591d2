import { Container } from "@mantine/core";
import type { ReactNode } from "react";
import { PAGE_FRAME_ATTRIBUTE, PAGE_WIDTH, type PageKind } from "./page-kinds.ts";

/** A page's frame: its kind's max width, centred, with the same vertical space on every page. */
export function PageFrame({ kind, children }: { kind: PageKind; children: ReactNode }) {
  return (
    <Container size={PAGE_WIDTH[kind]} w="100%" px={0} py="lg" {...{ [PAGE_FRAME_ATTRIBUTE]: kind }}>
      {children}
    </Container>
  );
}
