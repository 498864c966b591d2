import type { MailKind } from "@chorus/shared/mail/mail.contract";
import type { MailBrand, RenderedMail } from "./templates/layout.ts";

/** A rendered mail that knows its kind: what `mailer.send` takes with an address and a company. */
export type KindedMail = RenderedMail & { kind: MailKind };

/**
 * One kind of mail, declared by the module that sends it (its manifest's `mailTemplates`): its
 * kind, how it renders for a company's brand, and an example input the mail test renders it with.
 */
export interface MailTemplate<Input> {
  readonly kind: MailKind;
  readonly example: Input;
  render(brand: MailBrand, input: Input): KindedMail;
}

export function defineMailTemplate<Input>(template: {
  kind: MailKind;
  example: Input;
  render: (brand: MailBrand, input: Input) => RenderedMail;
}): MailTemplate<Input> {
  return {
    kind: template.kind,
    example: template.example,
    render: (brand, input) => ({ ...template.render(brand, input), kind: template.kind }),
  };
}
