import type {} from "altcha/types/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CAPTCHA_CHALLENGE_PATH } from "../api.ts";
import "./altcha-setup.ts";

interface CaptchaProps {
  /** The payload once the proof of work is verified; null while unverified or expired. */
  onChange: (payload: string | null) => void;
}

interface StateChangeDetail {
  state: string;
  payload?: string;
}

/** The self-hosted proof-of-work captcha (altcha), its challenge from our own server. */
export function Captcha({ onChange }: CaptchaProps) {
  const { i18n } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const handleStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current(detail.state === "verified" && detail.payload ? detail.payload : null);
    };
    widget.addEventListener("statechange", handleStateChange);
    return () => widget.removeEventListener("statechange", handleStateChange);
  }, []);

  return (
    <altcha-widget
      ref={ref}
      challenge={CAPTCHA_CHALLENGE_PATH}
      name="captcha"
      language={i18n.language.split("_")[0]}
      auto="onfocus"
    />
  );
}
