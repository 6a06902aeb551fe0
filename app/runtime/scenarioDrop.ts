/**
 * A scenario file dropped anywhere on the page: checked like the CLI checks it (size, UTF-8 JSON,
 * schema, names against the topology) and opened, or a notice that names each problem.
 */
import { appStore } from '../store/index.ts';
import { importScenarioFile } from './share.ts';

/** Lines of a bad file shown in the notice (the rest are counted). */
const MAX_ERROR_LINES = 6;

export function installScenarioDrop(target: Window = window): void {
  const hasFiles = (e: DragEvent) => e.dataTransfer?.types.includes('Files') ?? false;
  target.addEventListener('dragover', (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
  });
  target.addEventListener('drop', (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    const file = e.dataTransfer?.files[0];
    if (file) void dropped(file);
  });
}

async function dropped(file: File): Promise<void> {
  const st = appStore.getState();
  st.clearNotices('scenario');
  const r = await importScenarioFile(file);
  if (r.ok) {
    st.pushNotice({
      level: 'info',
      source: 'scenario',
      text: `Scenario file ${file.name} ("${r.name}") opened — press Play to run it.`,
    });
    return;
  }
  const more = r.errors.length > MAX_ERROR_LINES ? [`… and ${r.errors.length - MAX_ERROR_LINES} more`] : [];
  st.pushNotice({
    level: 'error',
    source: 'scenario',
    text: `${file.name} is not a scenario this page can open (${r.errors.length} problem${r.errors.length === 1 ? '' : 's'}); the current setup stays:`,
    details: [...r.errors.slice(0, MAX_ERROR_LINES), ...more],
  });
}
