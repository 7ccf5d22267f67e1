/** The GSM 03.38 alphabet an SMS is sent in when every character fits; anything else sends the whole message as UCS-2. */
const GSM_BASIC = new Set("@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà");
/** Characters of the GSM extension table: each takes two of the 160. */
const GSM_EXTENDED = new Set("^{}\\[~]|€\f");

export interface SmsLength {
  characters: number;
  /** How many SMS the message is split into (each part of a long message carries a header). */
  parts: number;
  /** Japanese, Korean, Chinese and most symbols need UCS-2: 70 characters a part instead of 160. */
  unicode: boolean;
  /** The first few characters outside the GSM alphabet, in order: what makes the message UCS-2. */
  outside: string[];
}

const OUTSIDE_SHOWN = 3;

export function smsLength(text: string): SmsLength {
  const characters = [...text];
  const outside = [...new Set(characters.filter((character) => !GSM_BASIC.has(character) && !GSM_EXTENDED.has(character)))];
  const unicode = outside.length > 0;
  const units = unicode ? text.length : characters.reduce((sum, character) => sum + (GSM_EXTENDED.has(character) ? 2 : 1), 0);
  const [single, multi] = unicode ? [70, 67] : [160, 153];
  const parts = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / multi);
  return { characters: characters.length, parts, unicode, outside: outside.slice(0, OUTSIDE_SHOWN) };
}
