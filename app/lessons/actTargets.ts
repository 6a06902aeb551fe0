/**
 * A click on the screen part an open lesson step points at counts as doing the step: the click is
 * taken before the view's own handler (capture phase), so the lesson's commands — at their fixed
 * virtual times — are given instead of the view's, and every run of the lesson stays the same.
 * Before the step's question is answered the click is still taken (the view must not act on its
 * own), and the panel asks for the prediction first.
 */
import { doAct } from './controller.ts';
import { lessonStore } from './lessonState.ts';

export function installActTargets(): void {
  document.addEventListener(
    'click',
    (e) => {
      const a = lessonStore.getState().active;
      const target = a?.loaded.lesson.steps[a.step]?.act?.target;
      if (!a || a.finished || target === undefined || a.acted.has(a.step)) return;
      if (!(e.target instanceof Element)) return;
      if (!e.target.closest(`[data-testid="${CSS.escape(target)}"]`)) return;
      e.preventDefault();
      e.stopPropagation();
      doAct(a.step);
    },
    true,
  );
}
