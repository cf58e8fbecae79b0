import 'altcha';
import { useEffect, useRef } from 'react';
import { CAPTCHA_CHALLENGE_URL } from './api';

interface AltchaStateDetail {
  state?: string;
  payload?: string;
}

interface CaptchaWidgetProps {
  /** The solved payload (base64 text), or '' while unsolved or expired. */
  onChange: (payload: string) => void;
}

/**
 * The ALTCHA proof-of-work widget. It fetches its challenge from `challenge` and reports each state
 * change in a `statechange` event whose detail carries `state` and, once verified, `payload`.
 */
export function CaptchaWidget({ onChange }: CaptchaWidgetProps) {
  const widgetRef = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail>).detail;
      if (detail?.state === 'verifying') return;
      onChangeRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : '');
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  return <altcha-widget ref={widgetRef} challenge={CAPTCHA_CHALLENGE_URL} name="reCAPTCHAToken" />;
}
