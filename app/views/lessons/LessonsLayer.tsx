/** Everything lessons add over the simulator: the menu, the open lesson's panel and its highlights. */
import { stepFlow } from '../../lessons/stepFlow.ts';
import { useLessonState } from '../../lessons/useLesson.ts';
import { Highlights } from './Highlights.tsx';
import { LessonPanel } from './LessonPanel.tsx';
import { LessonsMenu } from './LessonsMenu.tsx';

export function LessonsLayer() {
  const menuOpen = useLessonState((s) => s.menuOpen);
  const active = useLessonState((s) => s.active);
  const i = active?.step ?? 0;
  const step = active && !active.finished ? active.loaded.lesson.steps[i] : undefined;
  const flow =
    step &&
    active &&
    stepFlow(step, {
      acted: active.acted.has(i),
      picked: active.picked.get(i),
      revealed: active.revealed.has(i),
    });
  // The act's target pulses only once it can be done (after the prediction on a question step).
  const pending = flow?.canAct ? step?.act?.target : undefined;
  const avoid = step ? [...step.highlight, ...(step.act?.target ? [step.act.target] : [])] : [];
  return (
    <>
      {menuOpen && <LessonsMenu />}
      {active && <LessonPanel active={active} avoid={avoid} />}
      {step && <Highlights ids={step.highlight} target={pending} />}
    </>
  );
}
