/** A machine-translation service: texts in, texts out, in the same order. */
export interface TranslationProvider {
  readonly name: "libretranslate" | "deepl";
  translate(request: {
    texts: readonly string[];
    target: string;
    format: "text" | "html";
  }): Promise<{ texts: string[]; sourceLang: string | null }>;
}

export interface TranslationSettings {
  provider: "libretranslate" | "deepl" | undefined;
  url: string | undefined;
  apiKey: string | undefined;
}

const TIMEOUT_MS = 15_000;

export class TranslationUnavailable extends Error {}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw new TranslationUnavailable(`translation request failed: ${String(error)}`);
  });
  if (!response.ok) throw new TranslationUnavailable(`translation service answered ${response.status}`);
  return response.json();
}

/** LibreTranslate (self-hostable): POST {url}/translate { q, source, target, format, api_key }. */
export function libreTranslate(baseUrl: string, apiKey: string | undefined): TranslationProvider {
  const url = `${baseUrl.replace(/\/+$/, "")}/translate`;
  return {
    name: "libretranslate",
    async translate({ texts, target, format }) {
      const answer = (await postJson(url, {
        q: texts,
        source: "auto",
        target,
        format,
        ...(apiKey ? { api_key: apiKey } : {}),
      })) as { translatedText?: unknown; detectedLanguage?: unknown };
      const translated = answer.translatedText;
      const list = Array.isArray(translated) ? translated.map(String) : [String(translated ?? "")];
      if (list.length !== texts.length) throw new TranslationUnavailable("unexpected LibreTranslate answer");
      const detected = Array.isArray(answer.detectedLanguage)
        ? answer.detectedLanguage[0]
        : answer.detectedLanguage;
      const sourceLang = (detected as { language?: string } | undefined)?.language ?? null;
      return { texts: list, sourceLang };
    },
  };
}

/** DeepL's target codes: English and Portuguese need a variant. */
const deeplTarget = (lang: string): string => {
  const code = lang.toLowerCase().replace("_", "-");
  if (code === "en") return "EN-GB";
  if (code === "pt") return "PT-PT";
  if (code === "pt-br") return "PT-BR";
  if (code === "no") return "NB";
  return code.toUpperCase();
};

/** DeepL: POST {url}/v2/translate with Authorization: DeepL-Auth-Key …. */
export function deepl(baseUrl: string, apiKey: string): TranslationProvider {
  const url = `${baseUrl.replace(/\/+$/, "")}/v2/translate`;
  return {
    name: "deepl",
    async translate({ texts, target, format }) {
      const answer = (await postJson(
        url,
        {
          text: texts,
          target_lang: deeplTarget(target),
          ...(format === "html" ? { tag_handling: "html" } : {}),
        },
        { authorization: `DeepL-Auth-Key ${apiKey}` },
      )) as { translations?: { text?: string; detected_source_language?: string }[] };
      const list = (answer.translations ?? []).map((t) => String(t.text ?? ""));
      if (list.length !== texts.length) throw new TranslationUnavailable("unexpected DeepL answer");
      const source = answer.translations?.[0]?.detected_source_language;
      return { texts: list, sourceLang: source ? source.toLowerCase() : null };
    },
  };
}

/** The deployment's provider, or null when machine translation is not configured. */
export function createTranslationProvider(settings: TranslationSettings): TranslationProvider | null {
  if (settings.provider === "libretranslate" && settings.url)
    return libreTranslate(settings.url, settings.apiKey);
  if (settings.provider === "deepl" && settings.apiKey)
    return deepl(settings.url ?? "https://api.deepl.com", settings.apiKey);
  return null;
}
