/** Everything lessons add over the simulator: the menu, the open lesson's panel and its highlights. */
import { useLessonState } from '../../lessons/useLesson.ts';
import { Highlights } from './Highlights.tsx';
import { LessonPanel } from './LessonPanel.tsx';
import { LessonsMenu } from './LessonsMenu.tsx';

export function LessonsLayer() {
  const menuOpen = useLessonState((s) => s.menuOpen);
  const active = useLessonState((s) => s.active);
  const step = active?.loaded.lesson.steps[active.step];
  const pending = step?.act && !active?.acted.has(active.step) ? step.act.target : undefined;
  return (
    <>
      {menuOpen && <LessonsMenu />}
      {active && <LessonPanel active={active} />}
      {step && <Highlights ids={step.highlight} target={pending} />}
    </>
  );
}
