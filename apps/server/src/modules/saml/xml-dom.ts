import { DOMParser } from "@xmldom/xmldom";

/** The little of the DOM we read (the server compiles without the browser's DOM types). */
export interface XmlElement {
  readonly localName: string;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(namespace: string, localName: string): ArrayLike<XmlElement>;
}
export interface XmlDocument {
  readonly documentElement: XmlElement | null;
  getElementsByTagNameNS(namespace: string, localName: string): ArrayLike<XmlElement>;
}

/** Parses XML quietly; a document that is not well-formed throws. */
export function parseXml(xml: string): XmlDocument {
  const parser = new DOMParser({
    errorHandler: {
      warning: () => undefined,
      error: () => undefined,
      fatalError: (message: string) => {
        throw new Error(message);
      },
    },
  });
  const doc = parser.parseFromString(xml, "text/xml") as unknown as XmlDocument;
  if (!doc?.documentElement) throw new Error("empty XML document");
  return doc;
}

/** Descendants with this local name, in any namespace. */
export function elementsNamed(parent: XmlElement | XmlDocument, localName: string): XmlElement[] {
  return Array.from(parent.getElementsByTagNameNS("*", localName));
}
