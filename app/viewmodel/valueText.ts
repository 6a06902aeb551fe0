/**
 * Short text for the inspector's value column. StateStorage replicas summarise an entry as
 * `leader <node>:<actor> gen <generation>:<step>[ locked][ +N followers]`
 * (engine/subsystems/statestorage/replica.ts); the column is narrow, so the generation goes first and
 * the leader shows as its node (the full summary stays in the cell's tooltip). Other subsystems'
 * summaries are already short and are worded like the event log's (app/timeline/engineText.ts).
 * The words are the page's language.
 */
import { currentLanguage, i18n, tr } from '../i18n/index.ts';
import { summaryLine } from '../timeline/engineText.ts';
import { renderLogLine, type LogT } from '../timeline/logLine.ts';

const SS_SUMMARY = /^leader (\d+|-)(?::\S+)? gen (\d+):(\d+)( locked)?(?: \+(\d+) followers?)?$/;

/**
 * The value column's parts: a StateStorage entry's generation, leader, lock and followers, each short
 * and read whole (the column breaks between them); any other subsystem's summary is one sentence.
 */
export function valueParts(summary: string): readonly string[] {
  const m = SS_SUMMARY.exec(summary);
  if (!m) {
    const lang = currentLanguage();
    return [renderLogLine(summaryLine(summary), i18n.getFixedT(lang, 'log') as LogT, lang)];
  }
  const [, node, gen, step, locked, followers] = m;
  const parts = [
    tr('inspector:value.gen', { gen, step }),
    node === '-' ? tr('inspector:value.noLeader') : `n${node}`,
  ];
  if (locked) parts.push(tr('inspector:value.locked'));
  if (followers) parts.push(tr('inspector:value.followers', { count: Number(followers) }));
  return parts;
}
