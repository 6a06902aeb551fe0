/**
 * The right-hand words of a datacenter header, chosen to fit beside the name: SVG text does not
 * wrap, so on a narrow DC the long hint would be drawn over the DC's own name.
 */
import { tr } from '../../i18n/index.ts';

/** Average glyph width as a share of the font size (bold sans, a safe over-estimate). */
export const GLYPH_EM = 0.62;
/** Space between the name and the action words, and the header's side padding (px). */
const GAP_PX = 10;
const PAD_PX = 24;

export function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * GLYPH_EM;
}

/** The longest of the state's phrasings that fits; '' when not even the shortest does. */
export function dcActionText(
  state: 'up' | 'down',
  boxWidth: number,
  title: string,
  labelSize: number,
  actionSize: number,
): string {
  const room = boxWidth - PAD_PX - GAP_PX - textWidth(title, labelSize);
  const choices =
    state === 'down'
      ? [tr('cluster:dcHead.downRestore'), tr('cluster:dcHead.down'), '✕']
      : [tr('cluster:dcHead.fail'), ''];
  return choices.find((c) => textWidth(c, actionSize) <= room) ?? '';
}
