import Bowser from 'bowser';

/** The label of a session whose browser is not told by its User-Agent (or that sent none). */
export const UNKNOWN_DEVICE = 'Unknown device';

/** Browser names as people say them; bowser's full names are longer than a list row needs. */
const SHORT_BROWSER: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
};

/**
 * A short label for a session list from a User-Agent: "Chrome on Windows", "Safari on iPhone", "Firefox on
 * Linux"; "Unknown device" when no browser is recognised. The parsing is bowser's; only the wording is ours.
 */
export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return UNKNOWN_DEVICE;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  if (!browser) return UNKNOWN_DEVICE;
  const name = SHORT_BROWSER[browser] ?? browser;
  // A phone or tablet of one maker is named by the device (iPhone, iPad); anything else by its system.
  const where =
    parsed.platform.model === 'iPhone' || parsed.platform.model === 'iPad'
      ? parsed.platform.model
      : parsed.os.name;
  return where ? `${name} on ${where}` : name;
}
