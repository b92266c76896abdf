import { useId, useState } from 'react';
import { depthOf } from '../../../exercises/numericTree.ts';
import { formatTree, formatTreeLink, parseTree, TREE_LIMITS, type TreeError } from '../../../exercises/treeText.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { AppState } from '../../../store/appState.ts';
import { quoteUserText } from '../../../i18n/userText.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { sideText } from './NumTree.tsx';

const selectTree = (s: AppState) => s.exQuiz.tree;

/** A typed tree's error in words: what was expected, at which character, and the limit broken. */
function treeErrorText(e: TreeError, t: Translate): string {
  const found = (f: string) => (f === '' ? t('ex.treeError.end') : quoteUserText(f, 12));
  switch (e.code) {
    case 'empty':
      return t('ex.treeError.empty');
    case 'too-long':
      return t('ex.treeError.too-long', { length: e.length, max: TREE_LIMITS.length });
    case 'mismatched':
      return t('ex.treeError.mismatched', { at: e.at, found: e.found, open: e.open, openAt: e.openAt });
    case 'empty-list':
      return t('ex.treeError.empty-list', { at: e.at });
    case 'value':
      return t('ex.treeError.value', { at: e.at, found: e.found, max: TREE_LIMITS.value });
    case 'depth':
      return t('ex.treeError.depth', { at: e.at, max: TREE_LIMITS.depth });
    case 'branching':
      return t('ex.treeError.branching', { at: e.at, max: TREE_LIMITS.branching });
    case 'leaves':
      return t('ex.treeError.leaves', { leaves: e.leaves, max: TREE_LIMITS.leaves });
    default:
      return t(`ex.treeError.${e.code}`, { at: e.at, found: found(e.found) });
  }
}

/** The quiz's tree as the teacher reads it (square brackets), or the link's text as it is when it does not read. */
function shownText(link: string | undefined): string {
  if (link === undefined) return '';
  const r = parseTree(link);
  return r.ok ? formatTree(r.tree) : link;
}

/**
 * Where the teacher types a tree for the numeric kinds: read as it is typed,
 * its error (or its size) shown below at once; a tree that reads becomes the
 * quiz's (a new set, and the link carries it); emptied, the numeric
 * questions draw their own trees again.
 */
export function TreeOption() {
  const t = useT();
  const store = useAppStoreApi();
  const tree = useAppStore(selectTree);
  const id = useId();
  const [text, setText] = useState(() => shownText(tree));
  const parsed = text.trim() === '' ? null : parseTree(text);
  const status = parsed === null ? t('ex.treeOption.none') : parsed.ok ? t('ex.treeOption.ok', { depth: depthOf(parsed.tree), leaves: parsed.tree.nodes.filter((n) => n.leafValue !== null).length, side: sideText(parsed.tree.rootMax, t) }) : treeErrorText(parsed.error, t);
  return (
    <div className="ex-tree-option">
      <label className="ex-field" htmlFor={id}>
        {t('ex.treeOption')}
      </label>
      <input
        id={id}
        type="text"
        className={`ex-tree-text${parsed && !parsed.ok ? ' ex-invalid' : ''}`}
        value={text}
        spellCheck={false}
        autoComplete="off"
        placeholder={t('ex.treeOption.placeholder')}
        aria-invalid={parsed !== null && !parsed.ok}
        aria-describedby={`${id}-status ${id}-help`}
        onChange={(e) => {
          setText(e.target.value);
          const r = e.target.value.trim() === '' ? null : parseTree(e.target.value);
          const next = r === null ? undefined : r.ok ? formatTreeLink(r.tree) : null;
          if (next !== null && next !== store.getState().exQuiz.tree) store.getState().setQuizOptions({ tree: next });
        }}
      />
      <p id={`${id}-status`} className={`ex-tree-status${parsed && !parsed.ok ? ' ex-problems' : ''}`} aria-live="polite" data-testid="ex-tree-status">
        {status}
      </p>
      <p id={`${id}-help`} className="ex-tree-help">
        {t('ex.treeOption.help', { ...TREE_LIMITS })}
      </p>
    </div>
  );
}

/** The quiz link's tree when it does not read: what is wrong with it, and that the rest of the quiz is as the link says. */
export function TreeLinkProblem() {
  const t = useT();
  const tree = useAppStore(selectTree);
  if (tree === undefined) return null;
  const r = parseTree(tree);
  if (r.ok) return null;
  return (
    <div className="notice ex-link-problems" role="alert" data-testid="ex-tree-problem">
      <p>{t('ex.linkProblem.tree', { error: treeErrorText(r.error, t) })}</p>
    </div>
  );
}
