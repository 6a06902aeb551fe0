/**
 * `?embed=1&lesson=NAME`: the lesson beside the cluster view and nothing else — no header, no tabs,
 * no timeline but Play/Pause (EmbedPlay.tsx) — sized for an 800×600 iframe in documentation (docs/embedding.md). URL problems
 * and an unknown lesson are said here, in the page's language, since there is no menu to show them.
 */
import { useEffect } from 'react';
import { useT } from '../../i18n/useT.ts';
import { useLessonState } from '../../lessons/useLesson.ts';
import { appStore } from '../../store/index.ts';
import { ClusterView } from '../cluster/ClusterView.tsx';
import { ErrorBoundary } from '../common/ErrorBoundary.tsx';
import { NoticeBar } from '../common/NoticeBar.tsx';
import { stepFlow } from '../../lessons/stepFlow.ts';
import { Highlights } from '../lessons/Highlights.tsx';
import { LessonPanel } from '../lessons/LessonPanel.tsx';
import { EmbedPlay } from './EmbedPlay.tsx';

/** The open lesson's panel and highlights; no menu (the host page chose the lesson). */
function EmbedLesson() {
  const active = useLessonState((s) => s.active);
  const i = active?.step ?? 0;
  const step = active && !active.finished ? active.loaded.lesson.steps[i] : undefined;
  if (!active) return null;
  const flow =
    step &&
    stepFlow(step, {
      acted: active.acted.has(i),
      picked: active.picked.get(i),
      revealed: active.revealed.has(i),
    });
  const avoid = step ? [...step.highlight, ...(step.act?.target ? [step.act.target] : [])] : [];
  return (
    <>
      <LessonPanel active={active} avoid={avoid} />
      {step && <Highlights ids={step.highlight} target={flow?.canAct ? step.act?.target : undefined} />}
    </>
  );
}

export function EmbedApp({ lesson }: { lesson: string | null }) {
  const t = useT('common');
  const index = useLessonState((s) => s.index);
  const known = index?.lessons.map((l) => l.id) ?? [];
  const missing = lesson !== null && index !== null && !known.includes(lesson);
  useEffect(() => {
    if (!missing) return;
    appStore.getState().pushNotice({
      level: 'error',
      source: 'url',
      text: t('url.unknownLesson', { lesson, lessons: known.join(', ') }),
    });
    // Once per missing name: `known` follows `index`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing, lesson, index]);
  return (
    <div className="app embed" data-testid="embed">
      <NoticeBar />
      <EmbedPlay />
      <main className="embed-body">
        <ErrorBoundary area={t('area.cluster')}>
          <ClusterView />
        </ErrorBoundary>
        <ErrorBoundary area={t('area.lessons')}>
          <EmbedLesson />
        </ErrorBoundary>
      </main>
    </div>
  );
}
