import { useCallback, useState } from 'react';
import type { NumberProblem } from '../../../exercises/grade.ts';
import { quoteUserText } from '../../../i18n/userText.ts';
import { useT } from '../../../components/StoreContext.tsx';

/** Code points of a typed text quoted back in its problem (a paste of 100 KB is named by its start). */
const QUOTED = 24;

type Problem = { text: string; problem: NumberProblem; where: string; allowed: string };

/** Unreadable numbers typed in a body, by blank, and the message that lists them (gone once fixed). */
export function useProblems() {
  const t = useT();
  const [problems, setProblems] = useState<Readonly<Record<string, Problem>>>({});
  const report = useCallback(
    (id: string, where: string, allowed: string) => (p: { text: string; problem: NumberProblem } | null) =>
      setProblems((prev) => {
        if (!p && !prev[id]) return prev;
        const next = { ...prev };
        if (p) next[id] = { ...p, where, allowed };
        else delete next[id];
        return next;
      }),
    [],
  );
  const list = Object.values(problems);
  const message =
    list.length === 0 ? null : (
      <div className="ex-problems" role="alert">
        {list.map((p) => (
          <p key={p.where}>{t(p.problem === 'not-allowed' ? 'ex.problem.notAllowed' : 'ex.problem.notNumber', { text: quoteUserText(p.text, QUOTED), where: p.where, allowed: p.allowed })}</p>
        ))}
      </div>
    );
  return { report, message };
}
